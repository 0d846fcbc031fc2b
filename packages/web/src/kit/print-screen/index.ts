export { LabelPreview } from './label-preview';
export { ListGrid } from './list-grid';
export { definePrintScreen, type PrintCalls } from './print-calls';
export type { PanelField, RowSettings } from './print-form';
export { type PrintOutcome, printFailed, printSucceeded } from './print-reply';
export { PrintMissing, PrintResult } from './print-result';
export { PrintScreen } from './print-screen';
export type { DetailDef, PanelItem, PrintScreenDef, RequestContext, WorkProps, WorkState } from './types';
export { type ListEntity, useListLoad } from './use-list-load';
