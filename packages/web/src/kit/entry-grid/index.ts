export { type EntryColumn, EntryGrid, type EntryGridProps } from './entry-grid';
