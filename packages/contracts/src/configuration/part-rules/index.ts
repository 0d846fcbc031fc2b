import { ComponentCodeMaster } from './component-code-master.js';
import { FORDAlertMaster } from './ford-alert-master.js';
import { PartMappingMaster } from './part-mapping-master.js';

export * from './component-code-master.js';
export * from './ford-alert-master.js';
export * from './import-call.js';
export * from './messages.js';
export * from './part-mapping-master.js';
export * from './sews-parts.js';

/** Part mapping, Ford alert and component code masters (spec 1). */
export const partRulesScreens = { PartMappingMaster, FORDAlertMaster, ComponentCodeMaster };
