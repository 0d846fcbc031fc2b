/** What a header cell takes beside its label: its padding and the sort icon. */
const HEADER_ROOM_PX = 44;
/** mantine-react-table's size of a column that sets none. */
const DEFAULT_SIZE = 180;

let canvas: CanvasRenderingContext2D | null | undefined;

/** The width of a header's longest word as the grid draws it (bold, 14 px, the page's font). */
function longestWordPx(header: string): number {
  // No page (a unit test): nothing to measure with.
  if (typeof document === 'undefined') return 0;
  canvas ??= document.createElement('canvas').getContext('2d');
  if (!canvas) return 0;
  const context = canvas;
  context.font = `700 14px ${getComputedStyle(document.body).fontFamily}`;
  return Math.max(0, ...header.split(/\s+/).map((word) => context.measureText(word).width));
}

/**
 * A column's size, widened to fit its header's longest word in the user's language: headers wrap
 * between words, so a word wider than its column was cut ('Completior', 'Priorida').
 */
export function headerFitSize(header: string, size: number | undefined): number {
  return Math.max(size ?? DEFAULT_SIZE, Math.ceil(longestWordPx(header) + HEADER_ROOM_PX));
}
