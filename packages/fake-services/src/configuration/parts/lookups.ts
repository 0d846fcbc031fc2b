import type { LookupOption } from '@fgss/contracts';

/** Kinds of sub-assembly a plant builds (SubAssemblyMaster/Types). */
export const subAssemblyTypes: LookupOption[] = [
  { Id: 'SUB HARNESS', Value: 'Sub harness' },
  { Id: 'JUNCTION BLOCK', Value: 'Junction block' },
  { Id: 'FUSE BOX', Value: 'Fuse box' },
  { Id: 'RELAY BOX', Value: 'Relay box' },
  { Id: 'GROMMET ASSY', Value: 'Grommet assembly' },
];

/** The product labels a sub-assembly is labelled with (SubAssemblyMaster/ProductLabels). */
export const productLabels: LookupOption[] = [
  { Id: 'SUBASSY-4X2', Value: 'Sub-assembly tag 4 x 2 in' },
  { Id: 'SUBASSY-4X6', Value: 'Sub-assembly label 4 x 6 in' },
  { Id: 'KANBAN-3X5', Value: 'Kanban card 3 x 5 in' },
  { Id: 'JB-2X1', Value: 'Junction block label 2 x 1 in' },
];

/** Dock status the shipping screens set; a new dock starts closed. */
export const DOCK_CLOSED = 'CLOSED';
