import { Dock, PartDock, SubAssembly, Xref } from '@fgss/contracts';
import * as t from '../../db/schema/parts/index.js';
import { GridStore } from '../../grid/store.js';
import { carryXrefFix } from './xref-fixes.js';

/** Dock status the shipping screens set; a new dock starts closed. */
export const DOCK_CLOSED = 'CLOSED';

export const xrefStore = new GridStore(Xref, t.xref, {
  search: { table: t.xrefSearch.table, fields: t.xrefSearch.columns },
  updated: carryXrefFix,
});
export const dockStore = new GridStore(Dock, t.docks, {
  derive: () => ({ status: DOCK_CLOSED, lastActionOn: new Date().toISOString().slice(0, 16).replace('T', ' ') }),
});
export const partDockStore = new GridStore(PartDock, t.partDocks);
export const subAssemblyStore = new GridStore(SubAssembly, t.subAssemblies);
