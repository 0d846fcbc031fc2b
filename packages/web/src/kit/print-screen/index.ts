export { LabelPreview } from './label-preview';
export { ListGrid } from './list-grid';
export { definePrintScreen, type PrintCalls } from './print-calls';
export type { PanelField, RowSettings } from './print-form';
export { printFailed } from './print-reply';
export { PrintScreen } from './print-screen';
export type { DetailDef, PanelItem, PrintScreenDef, RequestContext, WorkProps, WorkState } from './types';
export { type ListEntity, useListLoad } from './use-list-load';
