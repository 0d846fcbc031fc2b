export { type EntryChecks, useEntryChecks } from './entry-checks';
export { type EntryColumn, EntryGrid, type EntryGridProps } from './entry-grid';
