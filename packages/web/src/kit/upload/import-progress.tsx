import { Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Translate, useNumberText, useT } from '@/lib/i18n';

/**
 * Where a workbook import stands, told beside its button: sending (with the rows the file holds,
 * when the browser could count them), then how many rows went in or were refused. `rows` is
 * undefined for a file the browser cannot read (an Excel 97-2003 .xls).
 */
export type ImportProgress =
  | { state: 'sending'; rows?: number; since: number }
  | { state: 'imported'; rows?: number }
  | { state: 'refused'; rows?: number; refused: number };

/** The import's progress line; the elapsed time ticks while the plant works, one call for the whole file. */
export function ImportProgressLine({ progress }: { progress: ImportProgress | null }) {
  const t = useT();
  const number = useNumberText();
  if (!progress) return null;
  const rows = progress.rows === undefined ? undefined : number(progress.rows);
  if (progress.state === 'sending')
    return (
      <Group gap={6} wrap="nowrap" data-testid="import-progress">
        <Text size="sm" role="status">
          {rows === undefined ? t('importingFile') : t('importingRows', { rows })}
        </Text>
        <Elapsed since={progress.since} />
      </Group>
    );
  const told = outcomeText(progress, rows, number, t);
  if (!told) return null;
  return (
    <Text size="sm" role="status" c={progress.state === 'imported' ? 'green.8' : 'red.8'} data-testid="import-progress">
      {told}
    </Text>
  );
}

/** What went in, or how many rows were refused (of how many, when the browser counted them). */
function outcomeText(
  progress: Exclude<ImportProgress, { state: 'sending' }>,
  rows: string | undefined,
  number: (n: number) => string,
  t: Translate,
): string | undefined {
  if (progress.state === 'imported') return rows && t('importedRows', { rows });
  if (progress.refused === 0) return t('nothingImported');
  const refused = number(progress.refused);
  return rows === undefined ? t('refusedRows', { refused }) : t('refusedRowsOf', { refused, rows });
}

/** Minutes and seconds since `since`, redrawn every second; not read out (the status line is). */
function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  return (
    <Text size="sm" c="dimmed" aria-hidden>
      {`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`}
    </Text>
  );
}
