import { z } from 'zod';
import { defineEntity } from '../../grid/entity.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { repath } from '../../grid/repath.js';
import { lookupCall } from '../label-setup/lookups.js';

/**
 * The label a customer group's harnesses carry (spec 3 sections 3 and 5): a harness label format
 * set up in the Harness Label Format Master, the customer's label id, the barcode and whether
 * the label is traced. One label per format and customer group; the group may be one the plant
 * has no customer of yet (the select accepts new values), or none (every other group).
 */
export const CustomerHarnessLabelFormat = defineEntity({
  name: 'CustomerHrnLblFormatMst',
  title: 'Customer Harness Format Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    harnessLabelFormat: {
      kind: 'text',
      label: 'Harness Label Format',
      max: 6,
      required: true,
      upper: true,
      lookup: { table: 'configuredHarnessFormats' },
    },
    labelId: { kind: 'text', label: 'Label Id', max: 50, required: true, upper: true },
    custGroup: { kind: 'text', label: 'Customer Group', max: 50, emptyAsString: true },
    barCodeType: { kind: 'text', label: 'Barcode Type', max: 20, lookup: { table: 'barcodeTypes' } },
    tracebilityFlag: { kind: 'text', label: 'Traceability Flag', max: 10, lookup: { table: 'traceabilityFlags' } },
  },
  unique: ['harnessLabelFormat', 'custGroup'],
  defaultSort: [{ selector: 'harnessLabelFormat' }, { selector: 'custGroup' }],
});

const screen = 'CustomerHrnLblFormatMst';

/** The spec's path is 'CustomerHarnessLabelFormatMaster'; the screen key 'CustomerHrnLblFormatMst'. */
export const CustomerHrnLblFormatMst = repath(
  {
    ...masterGridCalls('configuration', 'ConfigurationMasters', CustomerHarnessLabelFormat),
    harnessLabelFormats: lookupCall(screen, 'HarnessLabelFormat', z.object({})),
    tracebilityFlags: lookupCall(screen, 'TracebilityFlags', z.object({})),
    barCodeTypes: lookupCall(screen, 'BarCodeTypes', z.object({})),
    custGroups: lookupCall(screen, 'CustGroups', z.object({})),
  },
  screen,
  'CustomerHarnessLabelFormatMaster',
);
