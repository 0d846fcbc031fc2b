import { defineEntity } from '../../grid/entity.js';
import { plainMasterCalls } from '../../grid/master-grid.js';
import { repath } from '../../grid/repath.js';

/** The XREF fields the configuration speaks of: the columns of the XREF record a plant maintains. */
export const xrefFieldNames = [
  'SEWS_PART_NO',
  'SHORT_PART_NO',
  'SEWS_DESIGN_LEVEL',
  'SEWS_STS_CD',
  'CUST_STS_CD',
  'MISC1_CHAR_CUST',
  'LOCATION_CD',
  'HRNS_LABEL',
  'BOX_CNT_LIST',
  'VERIFY_BOXES',
  'ACTIVE_FLAG',
  'VERIFY_IHS_DATA',
  'VERIFY_COMPONENT_DATA',
  'VERIFY_SCAN_HRAN_PALLET_DATA',
  'VALIDATE_INSPT',
  'QA_CERT',
  'IHSCAD_PRODUCT_NUMBER',
  'IHSCAD_DESIGN_LEVEL',
] as const;

/**
 * XREF field configuration (spec 1 section 3): per XREF field, whether an import updates it in the
 * XREF, whether the mix rule applies and whether it is inserted in the picture table. The field
 * name is read-only on existing rows (a key); the screen offers the XREF's fields for a new row.
 */
export const XrefField = defineEntity({
  name: 'ConfigureXREFFields',
  title: 'Configure XREF Fields',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    xreF_FIELD: {
      kind: 'text',
      label: 'XREF Field',
      max: 50,
      required: true,
      upper: true,
      key: true,
      lookup: { table: 'xrefFields' },
    },
    upD_IN_XREF: { kind: 'bool', label: 'Update in XREF' },
    miX_RULE: { kind: 'bool', label: 'Apply Mix Rule' },
    upD_IN_PIC: { kind: 'bool', label: 'Insert in Picture table' },
  },
  unique: ['xreF_FIELD'],
  defaultSort: [{ selector: 'id' }],
});

/** The spec's path is 'ConfigureXREFfields'; the screen key 'ConfigureXREFFields'. */
export const ConfigureXREFfields = repath(
  plainMasterCalls('configuration', 'ConfigurationMasters', XrefField),
  'ConfigureXREFFields',
  'ConfigureXREFfields',
);
