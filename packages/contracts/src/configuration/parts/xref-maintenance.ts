import { z } from 'zod';
import { defineCall } from '../../call.js';
import { defineEntity } from '../../grid/entity.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { plantKeyField } from '../../grid/plant-key-field.js';
import { plantCalls } from '../../plants.js';
import { partsMessages } from './messages.js';

/** Flags of the XREF record: editable only with update permission (spec 1 section 6), even on new rows. */
const flag = (label: string) => ({ kind: 'bool', label, needsUpdate: true }) as const;

/**
 * The XREF record (spec 1 section 3): one finished harness of a plant, keyed by plant, SEWS part
 * number and design level, with the floor's short part number and the checks the printing and
 * shipping screens apply to it. The IHS CAD product number and design level belong to Consider
 * IHS Part: filled from GetIHSData when it is checked, cleared when it is not.
 */
export const Xref = defineEntity({
  name: 'XREFMaintenance',
  title: 'XREF Maintenance',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    plantId: plantKeyField({ upper: true }),
    sewS_PART_NO: { kind: 'text', label: 'SEWS Part No.', max: 40, required: true, upper: true, key: true, asn: true },
    sewS_DESIGN_LEVEL: {
      kind: 'text',
      label: 'SEWS Design Level',
      max: 40,
      required: true,
      upper: true,
      key: true,
      asn: true,
    },
    shorT_PART_NO: { kind: 'text', label: 'Short Part No.', max: 4, required: true, upper: true },
    sewS_STS_CD: { kind: 'text', label: 'SEWS Status', max: 10, upper: true },
    cust_sts_cd: { kind: 'text', label: 'Customer Status', max: 10, upper: true },
    misC1_CHAR_CUST: { kind: 'text', label: 'Misc. Customer', max: 40 },
    locatioN_CD: { kind: 'text', label: 'Location', max: 6, upper: true },
    customerId: { kind: 'text', label: 'Customer', max: 12, upper: true, asn: true },
    custPartNo: { kind: 'text', label: 'Customer Part No.', max: 40, upper: true, asn: true },
    hrnS_LABEL: flag('Harness Label'),
    boX_CNT_LIST: flag('Box Count List'),
    verifY_BOXES: flag('Verify Boxes'),
    activE_FLAG: flag('Active'),
    verifY_IHS_DATA: flag('Consider IHS Part'),
    verifY_COMPONENT_DATA: flag('Verify Component Data'),
    verifY_SCAN_HRAN_PALLET_DATA: flag('Verify Scan Harness Pallet'),
    validatE_INSPT: flag('Validate Inspection'),
    qA_CERT: flag('QA Cert'),
    ihscaD_PRODUCT_NUMBER: { kind: 'text', label: 'IHS Product No.', max: 40 },
    ihscaD_DESIGN_LEVEL: { kind: 'text', label: 'IHS Design Level', max: 40 },
  },
  unique: ['plantId', 'sewS_PART_NO', 'sewS_DESIGN_LEVEL'],
  defaultSort: [{ selector: 'sewS_PART_NO' }, { selector: 'sewS_DESIGN_LEVEL' }],
  scope: { plantid: 'plantId' },
  checks: (row) => ihsRule(row),
});

/** Consider IHS Part carries the IHS data; without it the IHS fields stay empty. */
function ihsRule(row: {
  verifY_IHS_DATA?: boolean;
  ihscaD_PRODUCT_NUMBER?: string | null;
  ihscaD_DESIGN_LEVEL?: string | null;
}): { field: 'verifY_IHS_DATA'; message: string }[] {
  const hasIhs = Boolean(row.ihscaD_PRODUCT_NUMBER) && Boolean(row.ihscaD_DESIGN_LEVEL);
  return row.verifY_IHS_DATA === true && !hasIhs
    ? [{ field: 'verifY_IHS_DATA', message: partsMessages.ihsRequired }]
    : [];
}

export const ihsData = z.object({ ihscaD_PRODUCT_NUMBER: z.string(), ihscaD_DESIGN_LEVEL: z.string() });
export type IhsData = z.infer<typeof ihsData>;

export const XREFMaintenance = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', Xref),
  ...plantCalls('configuration', 'ConfigurationMasters', 'XREFMaintenance'),
  /** The IHS CAD data of a part: a list (one row when found), or a message when there is none. */
  getIHSData: defineCall({
    service: 'configuration',
    method: 'GET',
    path: 'XREFMaintenance/GetIHSData',
    access: { kind: 'screen', module: 'ConfigurationMasters', screen: 'XREFMaintenance', action: 'read' },
    input: z.object({
      plantid: z.string().min(1).max(10),
      sewsPartNo: z.string().min(1).max(40),
      sewsDesignLevel: z.string().min(1).max(40),
    }),
    response: z.union([z.array(ihsData), z.object({ message: z.string() })]),
  }),
};
