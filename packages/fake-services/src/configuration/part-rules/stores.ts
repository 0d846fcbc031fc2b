import { ComponentCode, FordAlert, PartMapping, SewsPart } from '@fgss/contracts';
import * as t from '../../db/schema/part-rules/index.js';
import { xref, xrefSearch } from '../../db/schema/parts/xref.js';
import { GridStore } from '../../grid/store.js';

export const partMappingStore = new GridStore(PartMapping, t.partMappings);
export const fordAlertStore = new GridStore(FordAlert, t.fordAlerts);
export const componentCodeStore = new GridStore(ComponentCode, t.componentCodes, {
  // A new row has not been approved yet.
  derive: () => ({ isModified: true, deApprovedBy: null, qaApprovedBy: null }),
});
/** The part lookups of the three masters read the plant's XREF. */
export const sewsPartStore = new GridStore(SewsPart, xref, {
  search: { table: xrefSearch.table, fields: xrefSearch.columns },
});
