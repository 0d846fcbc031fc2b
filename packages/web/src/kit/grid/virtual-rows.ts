import { MAX_TAKE } from '@fgss/contracts';
import type { MRT_RowData, MRT_TableOptions } from 'mantine-react-table';
import { stableCoreRowModel } from './stable-row-model';

/**
 * Page size All can bring every row of a plant (10,000 XREF rows and more): drawing each one, with
 * an editor in every cell, takes the browser tens of seconds. Then only the rows in view (and a
 * few either side) are drawn, in a scrolling box under a sticky header. Smaller pages draw every
 * row as before: virtual rows cost more than they save below a few dozen.
 */
export const drawsEveryRow = (pageSize: number) => pageSize < MAX_TAKE;

/** Each drawn row's height, read once (and again when it resizes: a cell message shows). */
const heights = new WeakMap<Element, number>();

/**
 * A drawn row's height. mantine-react-table re-measures every drawn row on every render, each a
 * forced layout of the table; a row is measured when drawn, then only when its resize observer
 * reports a new size.
 */
function rowHeight(row: Element, resized?: ResizeObserverEntry): number {
  const observed = resized?.borderBoxSize?.[0]?.blockSize;
  const height = observed ?? heights.get(row) ?? row.getBoundingClientRect().height;
  heights.set(row, height);
  return height;
}

/**
 * The table options of a grid at page size All. mantine-react-table fixes row virtualisation
 * when the table is created, so a grid keys its table on `drawsEveryRow` to switch.
 */
export function virtualRowOptions<T extends MRT_RowData>(): Partial<MRT_TableOptions<T>> {
  return {
    enableRowVirtualization: true,
    // An edit makes the edited row anew, not the 10,000 others.
    getCoreRowModel: stableCoreRowModel<T>(),
    // Rows either side of the view, so Tab and the arrow keys reach a drawn cell before it scrolls in.
    rowVirtualizerOptions: { overscan: 5, measureElement: rowHeight },
    // The window less the shell's header and footer, the title, the toolbar and the pager.
    mantineTableContainerProps: { style: { maxHeight: 'max(20rem, calc(100dvh - 17rem))' } },
    // MRT draws its sticky header slightly see-through; the rows scrolling under it would show.
    mantineTableHeadProps: { style: { opacity: 1 } },
  };
}
