import type { Entity } from '@fgss/contracts';
import type { ReactNode } from 'react';
import type { ColumnOverride } from './columns';
import type { GridProcedures, GridRowOf } from './grid-api';
import type { GridScopeChoice } from './grid-scope';
import type { Values } from './pending-changes';

/** The entity members a master grid reads (see @fgss/contracts defineEntity). */
/**
 * Per lookup field, the records its code names in the row (the service's own lookup call): the
 * entity's `prefer` picks one and its `fills` copy its columns into the row.
 */
export type FieldLookups = Record<string, (row: Values) => Promise<readonly Record<string, unknown>[]>>;

export type GridEntity<Row> = Pick<
  Entity<Row, unknown, unknown>,
  | 'name'
  | 'title'
  | 'fields'
  | 'idField'
  | 'primaryField'
  | 'primaryDeleteMessage'
  | 'defaultSort'
  | 'scope'
  | 'alwaysUpdatable'
  | 'insert'
  | 'update'
>;

/** How a screen declares its master grid; everything else comes from the entity and the kit. */
export interface MasterGridProps<N extends GridProcedures> {
  /** The contract entity: fields, labels, limits, key / primary flags, schemas, default sort, scope. */
  entity: GridEntity<GridRowOf<N>>;
  /** The screen's procedures, e.g. trpc.configuration.LocationMaster (list, save, getDefaults). */
  procedures: N;
  /** Permission key of the screen; the entity's name when omitted. */
  screen?: string;
  /** Title above the grid and of the Excel export; the entity's title when omitted. */
  title?: string;
  /**
   * The choice that scopes the grid (plant, option, printer type; see grid-scope): its selector
   * shows beside the title, the grid waits for a value, sends it with every load and export, puts
   * it in the entity's scope field of a new row, and starts afresh when it changes.
   */
  scope?: GridScopeChoice;
  /** Values every new row starts with, on top of empty fields and the scope's value. */
  newRow?: Partial<GridRowOf<N>>;
  /** Per-column changes: hide, relabel, resize. */
  columns?: { [K in keyof GridRowOf<N> & string]?: ColumnOverride<GridRowOf<N> & Values> };
  /** Controls beside the title, before the scope's selector. */
  actions?: ReactNode;
  /** Shown between the title and the grid (e.g. what a screen's job last did). */
  notice?: ReactNode;
  /** After a cell is committed: other fields of that row to fill (e.g. from a lookup), or nothing. */
  onEdit?: (
    row: GridRowOf<N>,
    field: keyof GridRowOf<N> & string,
    value: unknown,
  ) => Promise<Partial<GridRowOf<N>> | undefined> | Partial<GridRowOf<N>> | undefined;
  /**
   * The service's own lookup of a field whose entity lookup fills others, where the spec names one
   * (Part Mapping's SourceShortPartNumber) instead of the screen's Fill call.
   */
  lookups?: FieldLookups;
  /** A boolean field: rows where it is true are yellow, in the grid and in the Excel export. */
  highlightField?: keyof GridRowOf<N> & string;
  /** A control in each row's actions column, given the row as edited (e.g. Check a label format). */
  rowAction?: (row: GridRowOf<N> & Values) => ReactNode;
  /** Extra buttons in the grid's toolbar (e.g. upload, delete all). */
  toolbar?: ReactNode;
  /** Title of the Excel export (and start of its file name) when it differs from the title. */
  exportTitle?: string;
  /** Shown only, whatever the user's rights (e.g. a past year of the account calendar). */
  readOnly?: boolean;
  /** Whether a stored row may be marked for deletion, on top of the delete right (e.g. not a past month). */
  canDeleteRow?: (row: GridRowOf<N> & Values) => boolean;
}
