import { z } from 'zod';
import { defineEntity } from '../../grid/entity.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { DARKNESS, LABEL_SPEED } from './box-label-format-master.js';
import { labelCheckCall } from './label-check.js';
import { lookupCall } from './lookups.js';
import { labelSetupMessages } from './messages.js';

/** Barcodes a harness label can carry: the label engine renders each with its own ZPL command. */
export const barcodeTypes = ['CODE128', 'CODE39', 'QRCODE', 'DATAMATRIX', 'PDF417'] as const;
export type BarcodeType = (typeof barcodeTypes)[number];

const SERIAL_NO_LENGTH = { min: 0, max: 999 } as const;

/**
 * How a harness label format prints for one customer group (spec 1 sections 3 and 5): the report
 * (layout), the barcode and its serial number length and check digit, paper feed, darkness, speed.
 */
export const HarnessLabelFormat = defineEntity({
  name: 'HarnessLabelFormatMaster',
  title: 'Harness Label Format Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    labelFormat: {
      kind: 'text',
      label: 'Label Format',
      max: 6,
      required: true,
      upper: true,
      key: true,
      lookup: { table: 'harnessFormatLabels' },
    },
    reportName: { kind: 'text', label: 'Report Name', max: 50, required: true },
    custGroup: { kind: 'text', label: 'Customer Group', max: 50, required: true, lookup: { table: 'customerGroups' } },
    barcodeType: { kind: 'text', label: 'Barcode Type', lookup: { table: 'barcodeTypes' } },
    serialNoLength: { kind: 'int', label: 'Serial No. Length', emptyAsZero: true },
    paperFeed: { kind: 'int', label: 'Paper Feed', min: 0, max: 999, emptyAsZero: true },
    darkness: { kind: 'int', label: 'Darkness', ...DARKNESS, emptyAsZero: true },
    speed: { kind: 'int', label: 'Speed', ...LABEL_SPEED, required: true },
    enableSpeed: { kind: 'bool', label: 'Enable Speed' },
    checkDigit: { kind: 'bool', label: 'Check Digit' },
    seqnoType: { kind: 'text', label: 'Seq. No. Type', max: 2, upper: true },
    remarks: { kind: 'text', label: 'Remarks', max: 50 },
    attributE3: { kind: 'text', label: 'Attribute 3', max: 50 },
    attributE4: { kind: 'text', label: 'Attribute 4', max: 50 },
  },
  unique: ['labelFormat', 'custGroup'],
  defaultSort: [{ selector: 'labelFormat' }, { selector: 'custGroup' }],
  checks: (row) => serialNoLengthRule(row),
});

/** The spec's own message for the serial number length, not the generic range one. */
export function serialNoLengthRule(row: { serialNoLength?: number | null }) {
  const n = row.serialNoLength;
  return n != null && (n < SERIAL_NO_LENGTH.min || n > SERIAL_NO_LENGTH.max)
    ? [{ field: 'serialNoLength' as const, message: labelSetupMessages.serialNoLengthRange }]
    : [];
}

export const HarnessLabelFormatMaster = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', HarnessLabelFormat),
  getCustGroups: lookupCall('HarnessLabelFormatMaster', 'GetCustGroups', z.object({})),
  getBarCodeTypes: lookupCall('HarnessLabelFormatMaster', 'GetBarCodeTypes', z.object({})),
  getFormatLabels: lookupCall('HarnessLabelFormatMaster', 'GetFormatLabels', z.object({})),
  check: labelCheckCall('HarnessLabelFormatMaster', HarnessLabelFormat.insert),
};
