export { Dock, DockMaster, PartDock, PartDockMaster } from './dock-master.js';
export { partsMessages } from './messages.js';
export * from './plain-masters.js';
export {
  type PlantForm,
  PlantMaster,
  type PlantRecord,
  plantForm,
  plantRecord,
  printerOption,
} from './plant-master.js';
export { type LookupOption, lookupOption, SubAssembly, SubAssemblyMaster } from './sub-assembly-master.js';
export { type IhsData, ihsData, XREFMaintenance, Xref } from './xref-maintenance.js';

import { plainMasterGroups } from '../../grid/master-grid.js';
import { DockMaster, PartDockMaster } from './dock-master.js';
import * as listed from './plain-masters.js';
import { PlantMaster } from './plant-master.js';
import { SubAssemblyMaster } from './sub-assembly-master.js';
import { XREFMaintenance } from './xref-maintenance.js';

/** XREF, XREF field configuration, plant, dock and sub-assembly masters (spec 1). */
export const partsScreens = {
  ...plainMasterGroups(listed),
  XREFMaintenance,
  PlantMaster,
  DockMaster,
  PartDockMaster,
  SubAssemblyMaster,
};
