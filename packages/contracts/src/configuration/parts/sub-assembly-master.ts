import { z } from 'zod';
import { defineCall } from '../../call.js';
import { defineEntity } from '../../grid/entity.js';
import { fillCall } from '../../grid/fill.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { plantKeyField } from '../../grid/plant-key-field.js';
import { plantOption } from '../../plants.js';

/**
 * Sub-assembly (spec 1 section 3): a part a plant builds into its harnesses, with its type,
 * supplier, product label and customer. Plant, part number and design level are its key, set on
 * new rows only; the short part number is the XREF's for the part and design level, filled by the
 * service (and shown by the grid as soon as both are typed: SubAssemblyMaster/Fill).
 */
export const SubAssembly = defineEntity({
  name: 'SubAssemblyMaster',
  title: 'Sub Assembly Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    plantId: plantKeyField({ upper: true, hidden: false }),
    type: { kind: 'text', label: 'Type', max: 30, required: true, lookup: { table: 'subAssemblyTypes' } },
    partNo: {
      kind: 'text',
      label: 'Part No.',
      max: 40,
      required: true,
      upper: true,
      key: true,
      lookup: {
        table: 'xrefParts',
        within: { plantId: 'plantId', designLevel: 'designLevel' },
        fills: { shortPartNo: 'shortPartNo' },
        optional: true,
      },
    },
    designLevel: { kind: 'text', label: 'Design Level', max: 40, required: true, upper: true, key: true },
    shortPartNo: { kind: 'text', label: 'Short Part No.', readOnly: true },
    supplierCd: { kind: 'text', label: 'Supplier Code', max: 40, required: true, upper: true },
    productLabel: {
      kind: 'text',
      label: 'Product Label',
      max: 30,
      required: true,
      lookup: { table: 'productLabels' },
    },
    customerId: { kind: 'text', label: 'Customer', max: 12, required: true, upper: true },
  },
  unique: ['plantId', 'partNo', 'designLevel'],
  defaultSort: [{ selector: 'plantId' }, { selector: 'partNo' }],
});

/** A lookup item of the sub-assembly grid. */
export const lookupOption = z.object({ Id: z.string(), Value: z.string() });
export type LookupOption = z.infer<typeof lookupOption>;

const lookup = <T extends z.ZodType>(path: string, item: T) =>
  defineCall({
    service: 'configuration',
    method: 'GET',
    path: `SubAssemblyMaster/${path}`,
    access: { kind: 'screen', module: 'ConfigurationMasters', screen: 'SubAssemblyMaster', action: 'read' },
    input: z.object({}),
    response: z.array(item),
  });

export const SubAssemblyMaster = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', SubAssembly),
  fill: fillCall('configuration', 'ConfigurationMasters', SubAssembly),
  plants: lookup('Plants', plantOption),
  types: lookup('Types', lookupOption),
  productLabels: lookup('ProductLabels', lookupOption),
};
