export type { CellEditorProps, ColumnOverride } from './columns';
export { DayCellEditor } from './day-cell-editor';
export type { GridProcedures, GridRowOf } from './grid-api';
export { type GridScopeChoice, useLeaveGuard, useOptionScope, usePlantScope } from './grid-scope';
export { MasterGrid } from './master-grid';
export type { FieldLookups, GridEntity, MasterGridProps } from './types';
