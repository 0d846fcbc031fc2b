export { LabelPreview } from './label-preview';
export { ListGrid } from './list-grid';
export type { PrintReplyOf, PrintScreenKey } from './print-calls';
export type { PanelField, RowSettings } from './print-form';
export { printFailed } from './print-reply';
export { PrintScreen } from './print-screen';
export type { PanelItem, PrintScreenDef, RequestContext } from './types';
export { type ListEntity, type ListProcedure, useListLoad } from './use-list-load';
