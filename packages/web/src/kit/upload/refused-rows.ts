/**
 * The data rows a refusal names ('Row 12: ...'), each once however many reasons it has. Row 1 is
 * the header: its reasons are about the file's columns, not about a row of data.
 */
export function refusedRowCount(reported: string[]): number {
  const numbers = reported.map((line) => /^Row (\d+):/.exec(line)?.[1]).filter((n) => n !== undefined && n !== '1');
  return new Set(numbers).size;
}
