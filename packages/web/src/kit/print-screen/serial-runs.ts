import type { Translate } from '@/lib/i18n';

/** The number a serial ends in, and what comes before it. */
const partsOf = (serial: string) => /^(.*?)(\d+)$/.exec(serial);

/** Whether `next` is the serial right after `serial`: the same prefix and width, the number plus one. */
function follows(serial: string, next: string): boolean {
  const a = partsOf(serial);
  const b = partsOf(next);
  return !!a && !!b && a[1] === b[1] && a[2]?.length === b[2]?.length && Number(b[2]) === Number(a[2]) + 1;
}

/** The serials in their order, consecutive ones joined into runs: 'A – C, G'. */
export function serialRuns(serials: string[]): string {
  const runs: { first: string; last: string }[] = [];
  for (const serial of serials) {
    const run = runs.at(-1);
    if (run && follows(run.last, serial)) run.last = serial;
    else runs.push({ first: serial, last: serial });
  }
  return runs.map((r) => (r.first === r.last ? r.first : `${r.first} – ${r.last}`)).join(', ');
}

/** The serials a print consumed: 'Serials: A – C, G (4)'; a relabel's destinations need not follow each other. */
export function printedSerials(serials: string[], t: Translate): string {
  return serials.length === 1
    ? t('serialOne', { first: serials[0] ?? '' })
    : t('serialRange', { runs: serialRuns(serials), count: serials.length });
}
