/**
 * The server's save messages shown together (spec 1 section 7): each reply's message and status
 * text, one per line, blank and repeated lines left out.
 */
export function combineMessages(...texts: (string | null | undefined)[]): string {
  const lines = texts.flatMap((t) => (t ?? '').split('\n')).map((l) => l.trim());
  return [...new Set(lines.filter(Boolean))].join('\n');
}
