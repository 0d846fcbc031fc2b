import { MAX_TAKE } from '@fgss/contracts';
import type { MRT_RowData, MRT_TableOptions } from 'mantine-react-table';

/**
 * Page size All can bring every row of a plant (10,000 XREF rows and more): drawing each one, with
 * an editor in every cell, takes the browser tens of seconds. Then only the rows in view (and a
 * few either side) are drawn, in a scrolling box under a sticky header. Smaller pages draw every
 * row as before: virtual rows cost more than they save below a few dozen.
 */
export const drawsEveryRow = (pageSize: number) => pageSize < MAX_TAKE;

/**
 * The table options of a grid at page size All. mantine-react-table fixes row virtualisation
 * when the table is created, so a grid keys its table on `drawsEveryRow` to switch.
 */
export function virtualRowOptions<T extends MRT_RowData>(): Partial<MRT_TableOptions<T>> {
  return {
    enableRowVirtualization: true,
    // Rows either side of the view, so Tab and the arrow keys reach a drawn cell before it scrolls in.
    rowVirtualizerOptions: { overscan: 8 },
    // The window less the shell's header and footer, the title, the toolbar and the pager.
    mantineTableContainerProps: { style: { maxHeight: 'max(20rem, calc(100dvh - 17rem))' } },
    // MRT draws its sticky header slightly see-through; the rows scrolling under it would show.
    mantineTableHeadProps: { style: { opacity: 1 } },
  };
}
