import { type BarcodeRule, barcodeMasterMessages, type CustomerHarnessLabelFormat, messages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startSignedInPlant } from '../../testing.js';

type Rule = (typeof BarcodeRule.row)['_output'];
type Label = (typeof CustomerHarnessLabelFormat.row)['_output'];

const { client, admin, close } = await startSignedInPlant(['admin']);
afterAll(close);

const saved = { message: messages.savedSuccessfully, statusText: 'OK' };
const codes = (items: unknown) => (items as { code: string }[]).map((i) => i.code);
const issues = (body: unknown) => (body as { issues?: string[] }).issues;

describe('Bar Code Rule Master', () => {
  const rules = async (barCodeType2D: string) =>
    (await client.call('configuration.BarcodeRuleMaster.list', { barCodeType2D }, { token: admin })).body
      .data as Rule[];
  const insert = (rows: Record<string, unknown>[]) =>
    client.callUnchecked('configuration.BarcodeRuleMaster.insert', rows, { token: admin });
  const items = async (barCodeType2D?: string) =>
    codes(
      (await client.call('configuration.BarcodeRuleMaster.itemDescriptions', { barCodeType2D }, { token: admin })).body,
    );
  const rule = { barCodeType2D: 'PDF417', dataFormField: 'line_code', orderSequence: 6, noOfChar: 6 };

  it('lists the rules of one 2D barcode type, in order', async () => {
    const qr = await rules('QRCODE');
    expect(qr.map((r) => [r.orderSequence, r.itemDesc, r.dataFormField, r.noOfChar, r.trimFlag])).toEqual([
      [1, 'PART NUMBER', 'SEWS_PART_NO', 15, true],
      [2, 'DESIGN LEVEL', 'SEWS_DESIGN_LEVEL', 2, true],
      [3, 'SERIAL NUMBER', 'HARNESS_SERIAL_NO', 12, false],
      [4, 'PLANT', 'PLANT_ID', 4, true],
      [5, 'LINE', 'LINE_CODE', 6, true],
    ]);
    expect(qr.every((r) => r.barCodeType2D === 'QRCODE' && r.identifier === 'SJ1')).toBe(true);
  });

  it('offers the 2D types and data fields, and only the items the chosen type does not carry yet', async () => {
    const types = await client.call('configuration.BarcodeRuleMaster.barCodeTypes2D', {}, { token: admin });
    expect(codes(types.body)).toEqual(['QRCODE', 'DATAMATRIX', 'PDF417']);
    const fields = await client.call('configuration.BarcodeRuleMaster.dataFormFields', {}, { token: admin });
    expect(codes(fields.body)).toEqual(expect.arrayContaining(['SEWS_PART_NO', 'HARNESS_SERIAL_NO', 'QTY']));
    expect(await items()).toHaveLength(10);
    expect(await items('QRCODE')).toEqual([
      'CUSTOMER PART NUMBER',
      'QUANTITY',
      'SUPPLIER CODE',
      'MFG DATE',
      'LOT NUMBER',
    ]);
  });

  it('saves an item as the lists spell it, upper-cased, and stops offering it for that type', async () => {
    expect(issues((await insert([{ ...rule, itemDesc: 'design level' }])).body)).toBeUndefined();
    const added = (await rules('PDF417')).find((r) => r.itemDesc === 'DESIGN LEVEL');
    expect(added).toMatchObject({ dataFormField: 'LINE_CODE', orderSequence: 6, noOfChar: 6, trimFlag: false });
    expect(await items('PDF417')).not.toContain('DESIGN LEVEL');
    expect(await items('DATAMATRIX')).not.toContain('DESIGN LEVEL');
    expect(await items('QRCODE')).not.toContain('DESIGN LEVEL');
    // The same item again for that type is a duplicate.
    expect((await insert([{ ...rule, itemDesc: 'DESIGN LEVEL' }])).body).toEqual({ message: messages.recordExists });
  });

  it.each([
    ['orderSequence', 0, barcodeMasterMessages.orderSequenceRange],
    ['orderSequence', 100, barcodeMasterMessages.orderSequenceRange],
    ['noOfChar', 0, barcodeMasterMessages.noOfCharRange],
    ['noOfChar', 100, barcodeMasterMessages.noOfCharRange],
  ])('refuses %s %i with the spec message', async (field, value, message) => {
    const reply = await insert([{ ...rule, itemDesc: 'QUANTITY', [field]: value }]);
    expect(reply.status).toBe(400);
    expect(issues(reply.body)).toEqual([`0.${field}: ${message}`]);
  });

  it('takes 1 and 99, and requires the item, the order and the length', async () => {
    const edges = { ...rule, barCodeType2D: 'DATAMATRIX', itemDesc: 'QUANTITY', orderSequence: 99, noOfChar: 1 };
    expect((await insert([edges])).body).toEqual(saved);
    const reply = await insert([{ barCodeType2D: 'DATAMATRIX' }]);
    expect(reply.status).toBe(400);
    expect(issues(reply.body)).toEqual(
      expect.arrayContaining([
        '0.itemDesc: Item Description is required',
        '0.orderSequence: Order Sequence is required',
        '0.noOfChar: No. of Char is required',
      ]),
    );
  });

  it.each([
    ['itemDesc', { itemDesc: 'PALLET WEIGHT' }, "'PALLET WEIGHT' is not a valid Item Description"],
    ['dataFormField', { itemDesc: 'LOT NUMBER', dataFormField: 'PRICE' }, "'PRICE' is not a valid Data Format Field"],
    ['barCodeType2D', { itemDesc: 'LOT NUMBER', barCodeType2D: 'CODE128' }, "'CODE128' is not a valid 2D Barcode Type"],
  ])('refuses a %s outside its lookup, naming it, and saves nothing of the call', async (_field, bad, message) => {
    const good = { ...rule, barCodeType2D: 'QRCODE', itemDesc: 'MFG DATE' };
    const reply = await client.callUnchecked('configuration.BarcodeRuleMaster.insert', [good, { ...rule, ...bad }], {
      token: admin,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message });
    expect((await rules('QRCODE')).map((r) => r.itemDesc)).not.toContain('MFG DATE');
  });

  it('edits a rule but not its item, and deletes it', async () => {
    const lot = { ...rule, itemDesc: 'LOT NUMBER', barCodeType2D: 'QRCODE', noOfChar: 8 };
    expect((await insert([lot])).body).toEqual(saved);
    const row = (await rules('QRCODE')).find((r) => r.itemDesc === 'LOT NUMBER') as Rule;
    const update = (changes: Partial<Rule>) =>
      client.callUnchecked('configuration.BarcodeRuleMaster.update', [{ ...row, ...changes }], { token: admin });
    expect((await update({ noOfChar: 10, trimFlag: true, dataFormField: 'LOT_NO' })).body).toEqual(saved);
    expect((await update({ itemDesc: 'QUANTITY' })).body).toEqual({
      message: 'Item Description cannot be changed on an existing row',
    });
    expect((await rules('QRCODE')).find((r) => r.id === row.id)).toMatchObject({
      itemDesc: 'LOT NUMBER',
      noOfChar: 10,
      trimFlag: true,
      dataFormField: 'LOT_NO',
    });
    const removed = await client.call('configuration.BarcodeRuleMaster.remove', [{ id: row.id }], { token: admin });
    expect(removed.body).toEqual(saved);
    expect(await items('QRCODE')).toContain('LOT NUMBER');
  });
});

describe('Customer Harness Label Format Master', () => {
  const labels = async () =>
    (await client.call('configuration.CustomerHrnLblFormatMst.list', {}, { token: admin })).body.data as Label[];
  const insert = (rows: Record<string, unknown>[]) =>
    client.callUnchecked('configuration.CustomerHrnLblFormatMst.insert', rows, { token: admin });
  const lookup = async (
    name:
      | 'configuration.CustomerHrnLblFormatMst.harnessLabelFormats'
      | 'configuration.CustomerHrnLblFormatMst.tracebilityFlags'
      | 'configuration.CustomerHrnLblFormatMst.barCodeTypes'
      | 'configuration.CustomerHrnLblFormatMst.custGroups',
  ) => codes((await client.call(name, {}, { token: admin })).body);

  it("lists each customer group's harness labels", async () => {
    const ford = (await labels()).filter((l) => l.custGroup === 'FORD');
    expect(ford.map((l) => [l.harnessLabelFormat, l.labelId, l.barCodeType, l.tracebilityFlag])).toEqual([
      ['HL2D', 'FORD-HRN-2D', 'DATAMATRIX', 'Y'],
      ['HLSP', 'FORD-HRN-SPECIAL', 'CODE128', 'Y'],
    ]);
  });

  it('offers the formats the Harness Label Format Master has set up, the barcodes, the flags and the groups', async () => {
    // HLRW is a harness layout no format uses yet: it cannot be a customer's label.
    expect(await lookup('configuration.CustomerHrnLblFormatMst.harnessLabelFormats')).toEqual([
      'CMP1',
      'CUS1',
      'HL01',
      'HL2D',
      'HLSP',
    ]);
    expect(await lookup('configuration.CustomerHrnLblFormatMst.tracebilityFlags')).toEqual(['Y', 'N']);
    expect(await lookup('configuration.CustomerHrnLblFormatMst.barCodeTypes')).toEqual([
      'CODE128',
      'CODE39',
      'QRCODE',
      'DATAMATRIX',
      'PDF417',
    ]);
    expect(await lookup('configuration.CustomerHrnLblFormatMst.custGroups')).toEqual([
      'FORD',
      'GM',
      'NISSAN',
      'TMNA',
      'HONDA',
      'FCA',
    ]);
  });

  it('keeps a new customer group as typed, upper-cases the label id, and offers the group from then on', async () => {
    const row = {
      harnessLabelFormat: 'hl2d',
      labelId: 'rivian-hrn-dm',
      custGroup: 'Rivian EV',
      barCodeType: 'datamatrix',
    };
    expect((await insert([row])).body).toEqual(saved);
    expect((await labels()).find((l) => l.custGroup === 'Rivian EV')).toMatchObject({
      harnessLabelFormat: 'HL2D',
      labelId: 'RIVIAN-HRN-DM',
      barCodeType: 'DATAMATRIX',
      tracebilityFlag: null,
    });
    expect(await lookup('configuration.CustomerHrnLblFormatMst.custGroups')).toContain('Rivian EV');
  });

  it('requires the harness label format and the label id', async () => {
    const reply = await insert([{ custGroup: 'GM', labelId: '', harnessLabelFormat: '' }]);
    expect(reply.status).toBe(400);
    expect(issues(reply.body)).toEqual([
      '0.harnessLabelFormat: Harness Label Format is required',
      '0.labelId: Label Id is required',
    ]);
    const long = await insert([{ harnessLabelFormat: 'HL01', labelId: 'L'.repeat(51), custGroup: 'G'.repeat(51) }]);
    expect(issues(long.body)).toEqual([
      '0.labelId: Label Id must be at most 50 characters',
      '0.custGroup: Customer Group must be at most 50 characters',
    ]);
  });

  it.each([
    ['harnessLabelFormat', { harnessLabelFormat: 'HLRW' }, "'HLRW' is not a valid Harness Label Format"],
    ['barCodeType', { barCodeType: 'EAN13' }, "'EAN13' is not a valid Barcode Type"],
    ['tracebilityFlag', { tracebilityFlag: 'MAYBE' }, "'MAYBE' is not a valid Traceability Flag"],
  ])('refuses a %s outside its lookup, naming it, and saves nothing', async (_field, bad, message) => {
    const good = { harnessLabelFormat: 'HL01', labelId: 'LUCID-1D', custGroup: 'LUCID' };
    const reply = await insert([good, { ...good, custGroup: 'LUCID 2', ...bad }]);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message });
    expect((await labels()).some((l) => l.custGroup.startsWith('LUCID'))).toBe(false);
  });

  it('holds one label per format and customer group, the empty group included', async () => {
    expect((await insert([{ harnessLabelFormat: 'HL2D', labelId: 'FORD-AGAIN', custGroup: 'ford' }])).body).toEqual({
      message: messages.recordExists,
    });
    expect((await insert([{ harnessLabelFormat: 'HL01', labelId: 'STD-AGAIN' }])).body).toEqual({
      message: messages.recordExists,
    });
  });

  it('edits and deletes a label', async () => {
    const fca = (await labels()).find((l) => l.custGroup === 'FCA') as Label;
    const update = await client.call(
      'configuration.CustomerHrnLblFormatMst.update',
      [{ ...fca, tracebilityFlag: 'y', custGroup: 'STELLANTIS' }],
      { token: admin },
    );
    expect(update.body).toEqual(saved);
    expect((await labels()).find((l) => l.id === fca.id)).toMatchObject({
      tracebilityFlag: 'Y',
      custGroup: 'STELLANTIS',
    });
    const removed = await client.call('configuration.CustomerHrnLblFormatMst.remove', [{ id: fca.id }], {
      token: admin,
    });
    expect(removed.body).toEqual(saved);
    expect((await labels()).some((l) => l.id === fca.id)).toBe(false);
  });
});
