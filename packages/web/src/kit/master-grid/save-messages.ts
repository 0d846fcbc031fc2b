/**
 * The server's save messages shown together (spec 1 section 7): one per line, blank and repeated
 * lines left out (a batch of many rows may repeat the same message per row).
 */
export function combineMessages(...texts: (string | null | undefined)[]): string {
  const lines = texts.flatMap((t) => (t ?? '').split('\n')).map((l) => l.trim());
  return [...new Set(lines.filter(Boolean))].join('\n');
}
