/** Rework service: harness relabel, box and no-box relabeling, delete re-inspected box (spec 2). */
import { BoxRelabeling, NoboxRelabeling } from './box-relabeling.js';
import { DeleteReinspectedBox } from './delete-reinspected-box.js';
import { HarnessLabelRelabel } from './harness-relabel.js';

export { REWORK_MODULE, reworkAccess } from './access.js';
export * from './box-relabeling.js';
export * from './delete-reinspected-box.js';
export * from './harness-relabel.js';
export * from './rules.js';

export const rework = { HarnessLabelRelabel, BoxRelabeling, NoboxRelabeling, DeleteReinspectedBox };
