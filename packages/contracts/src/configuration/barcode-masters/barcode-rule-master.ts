import { z } from 'zod';
import { defineEntity } from '../../grid/entity.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { lookupCall } from '../label-setup/lookups.js';
import { barcodeMasterMessages } from './messages.js';

/** The 2D codes whose content the rules lay out (the 2D types of the harness label's barcodes). */
export const barcodeTypes2D = ['QRCODE', 'DATAMATRIX', 'PDF417'] as const;

/** Spec 3 section 5: order and length are 1 to 99, each with its own message. */
const RULE_RANGE = { min: 1, max: 99 } as const;
const outside = (n: number | null | undefined) => n != null && (n < RULE_RANGE.min || n > RULE_RANGE.max);

/**
 * What a 2D barcode carries, item by item (spec 3 sections 3 and 5): for one 2D barcode type
 * (the grid's scope), each item (part number, serial, quantity...) is read from a label data
 * field, in order, cut or padded to its number of characters, trimmed or not. An item appears
 * once per barcode type.
 */
export const BarcodeRule = defineEntity({
  name: 'BarcodeRuleMaster',
  title: 'Barcode Rule Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    barCodeType2D: {
      kind: 'text',
      label: '2D Barcode Type',
      max: 20,
      required: true,
      upper: true,
      hidden: true,
      key: true,
      lookup: { table: 'barcodeTypes2D' },
    },
    itemDesc: {
      kind: 'text',
      label: 'Item Description',
      max: 50,
      required: true,
      upper: true,
      key: true,
      lookup: { table: 'barcodeItems' },
    },
    dataFormField: {
      kind: 'text',
      label: 'Data Format Field',
      max: 50,
      upper: true,
      lookup: { table: 'barcodeDataFields' },
    },
    orderSequence: { kind: 'int', label: 'Order Sequence', required: true },
    noOfChar: { kind: 'int', label: 'No. of Char', required: true },
    trimFlag: { kind: 'bool', label: 'Trim' },
    identifier: { kind: 'text', label: 'Identifier', max: 50, upper: true },
  },
  unique: ['barCodeType2D', 'itemDesc'],
  defaultSort: [{ selector: 'orderSequence' }, { selector: 'itemDesc' }],
  scope: { barCodeType2D: 'barCodeType2D' },
  checks: (row) => [
    ...(outside(row.orderSequence)
      ? [{ field: 'orderSequence' as const, message: barcodeMasterMessages.orderSequenceRange }]
      : []),
    ...(outside(row.noOfChar) ? [{ field: 'noOfChar' as const, message: barcodeMasterMessages.noOfCharRange }] : []),
  ],
});

export const BarcodeRuleMaster = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', BarcodeRule),
  barCodeTypes2D: lookupCall('BarcodeRuleMaster', 'BarCodeType2D', z.object({})),
  /** The items a new rule of that barcode type may take: those it does not carry yet. */
  itemDescriptions: lookupCall(
    'BarcodeRuleMaster',
    'ItemDescription',
    z.object({ barCodeType2D: z.string().trim().max(20).optional() }),
  ),
  dataFormFields: lookupCall('BarcodeRuleMaster', 'DataFormField', z.object({})),
};
