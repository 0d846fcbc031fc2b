import { z } from 'zod';
import { defineCall } from '../call.js';
import { defineEntity } from '../grid/entity.js';
import { fillCall } from '../grid/fill.js';
import { loadOptions } from '../grid/load-options.js';
import { masterGridCalls } from '../grid/master-grid.js';
import { plantKeyField } from '../grid/plant-key-field.js';
import { repath } from '../grid/repath.js';
import { reportLookupItem, text } from '../report/kit.js';
import { plantCallsAt } from './part-rules/plant-screen.js';

const SCREEN = 'EPBMaster';
/** The spec writes the service path 'epbmaster' (spec 3 section 7). */
const PATH = 'epbmaster';
const filled = (label: string) => ({ kind: 'text', label, readOnly: true }) as const;

/**
 * The short parts a plant keeps on its EPB list (spec 3 sections 2.4, 7 and 9): one row per short
 * part of the plant's XREF, chosen from a lookup that pages five at a time. The SEWS part, design
 * level and customer are the XREF's for that short part, filled by the service; a short part is
 * listed once per plant and set on new rows only.
 */
export const EpbPart = defineEntity({
  name: SCREEN,
  title: 'EPB Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    plantId: plantKeyField(),
    shortPartNo: {
      kind: 'text',
      label: 'Short Part No.',
      max: 4,
      required: true,
      upper: true,
      key: true,
      lookup: {
        table: 'xrefShortParts',
        within: { plantId: 'plantId' },
        fills: { sewsPartNo: 'sewsPartNo', sewsDesignLevel: 'sewsDesignLevel', customerId: 'customerId' },
      },
    },
    sewsPartNo: filled('SEWS Part No.'),
    sewsDesignLevel: filled('Design Level'),
    customerId: filled('Customer'),
    remarks: { kind: 'text', label: 'Remarks', max: 100, upper: true },
  },
  unique: ['plantId', 'shortPartNo'],
  defaultSort: [{ selector: 'shortPartNo' }],
  scope: { plantid: 'plantId' },
});
export type EpbPartRow = z.infer<typeof EpbPart.row>;

const { skip, take } = loadOptions([]).shape;

export const EPBMaster = {
  ...plantCallsAt(SCREEN, PATH),
  ...repath(
    {
      ...masterGridCalls('configuration', 'ConfigurationMasters', EpbPart),
      // The SEWS part, level and customer show as soon as the short part is picked.
      fill: fillCall('configuration', 'ConfigurationMasters', EpbPart),
    },
    SCREEN,
    PATH,
  ),
  /** The plant's XREF short parts not yet on its list, searched by their start, a page at a time. */
  shortPartNumbers: defineCall({
    service: 'configuration',
    method: 'GET',
    path: `${PATH}/ShortPartNumbers`,
    access: { kind: 'screen', module: 'ConfigurationMasters', screen: SCREEN, action: 'read' },
    input: z.object({ plantId: z.string().trim().min(1).max(10), skip, take, searchValue: text(40) }),
    response: z.object({ data: z.array(reportLookupItem), totalCount: z.number().int() }),
  }),
};
