export type { CellEditorProps, ColumnOverride } from './columns';
export type { GridPath, RowAt } from './grid-api';
export { MasterGrid } from './master-grid';
export type { GridEntity, MasterGridProps } from './types';
