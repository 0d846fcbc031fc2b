import type { Entity, GridScope } from '@fgss/contracts';
import type { ReactNode } from 'react';
import type { ColumnOverride } from './columns';
import type { GridPath, RowAt } from './grid-api';
import type { Values } from './pending-changes';

/** The entity members a master grid reads (see @fgss/contracts defineEntity). */
export type GridEntity<Row> = Pick<
  Entity<Row, unknown, unknown>,
  | 'name'
  | 'title'
  | 'fields'
  | 'idField'
  | 'primaryField'
  | 'primaryDeleteMessage'
  | 'defaultSort'
  | 'insert'
  | 'update'
>;

/** How a screen declares its master grid; everything else comes from the entity and the kit. */
export interface MasterGridProps<P extends GridPath> {
  /** The contract entity: fields, labels, limits, key / primary flags, schemas, default sort. */
  entity: GridEntity<RowAt<P>>;
  /** The registry node of the grid's calls, e.g. 'configuration.LocationMaster' (list, save, getDefaults). */
  procedures: P;
  /** Permission key of the screen; the entity's name when omitted. */
  screen?: string;
  /** Title above the grid and of the Excel export; the entity's title when omitted. */
  title?: string;
  /** The grid's scope (option, plant, printer type), sent with every load and export. */
  load?: GridScope;
  /** Values every new row starts with, on top of empty fields (e.g. the selected option). */
  newRow?: Partial<RowAt<P>>;
  /** Per-column changes: hide, relabel, resize. */
  columns?: { [K in keyof RowAt<P> & string]?: ColumnOverride<RowAt<P> & Values> };
  /** Controls beside the title (e.g. an option or plant selector). */
  actions?: ReactNode;
  /** After a cell is committed: other fields of that row to fill (e.g. from a lookup), or nothing. */
  onEdit?: (
    row: RowAt<P>,
    field: keyof RowAt<P> & string,
    value: unknown,
  ) => Promise<Partial<RowAt<P>> | undefined> | Partial<RowAt<P>> | undefined;
  /** A boolean field: rows where it is true are yellow, in the grid and in the Excel export. */
  highlightField?: keyof RowAt<P> & string;
  /** Extra buttons in the grid's toolbar (e.g. upload, delete all). */
  toolbar?: ReactNode;
  /** Title of the Excel export (and start of its file name) when it differs from the title. */
  exportTitle?: string;
  /** Told when the grid gains or loses pending changes, e.g. to confirm before switching its option. */
  onDirtyChange?: (dirty: boolean) => void;
}
