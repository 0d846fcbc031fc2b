export { defineExportForm, ExportForm, type ExportFormDef, type FormExport } from './export-form';
export { LookupSelect } from './lookup-select';
export type { SearchFilters } from './report-api';
export { ReportScreen } from './report-screen';
export { compactInput, dayText } from './report-state';
export type {
  Choice,
  DateFilter,
  FilterDef,
  FilterValues,
  LookupFilter,
  PlantFilter,
  RadioFilter,
  ReportColumn,
  ReportDef,
  ReportRowOf,
  SelectFilter,
  TextFilter,
  ValuesOf,
} from './types';
export { defineReport } from './types';
