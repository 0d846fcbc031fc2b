import { type CallName, lookupMessages, partRulesMessages } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workbookFile } from '../import/workbook-file.js';
import { startSignedInPlant } from '../testing.js';

type Part = { sewS_PART_NO: string; sewS_DESIGN_LEVEL: string; shorT_PART_NO: string; customerId: string };
/** JRZ1 XREF parts, several customers among them. */
let parts: Part[];

const { client, admin, close } = await startSignedInPlant(['admin']);
beforeAll(async () => {
  parts = (await client.call('configuration.XREFMaintenance.list', { plantid: 'JRZ1', take: 400 }, { token: admin }))
    .body.data as Part[];
}, 120_000);
afterAll(close);

const insert = (name: CallName, row: Record<string, unknown>) => client.callUnchecked(name, [row], { token: admin });
const notInList = lookupMessages.notInList;

/** Per master, a row that is right but for one lookup-backed field, and what the service must say. */
const refusals: { call: CallName; row: Record<string, unknown>; message: string }[] = [
  ...[
    { PrinterType: 'ROBOT', bad: ['Printer Type', 'ROBOT'] },
    { communicationType: 'PIGEON', bad: ['Communication Type', 'PIGEON'] },
    { transmitMode: 'TELEX', bad: ['Transmit Mode', 'TELEX'] },
    // A model of another printer type is not a model of this one.
    { model: 'ZT410', PrinterType: 'Laser', transmitMode: null, bad: ['Model Type', 'ZT410'] },
  ].map(({ bad, ...change }) => ({
    call: 'configuration.LabelPrinterMaster.insert' as const,
    row: {
      printerName: 'LOOKUP-QA',
      model: 'ZT410',
      communicationType: 'TCP/IP',
      hostName: '127.0.0.1',
      port: '9100',
      transmitMode: 'RAW',
      PrinterType: 'Zebra',
      ...change,
    },
    message: notInList(bad[0]!, bad[1]!),
  })),
  {
    call: 'configuration.BoxLabelFormatMaster.insert',
    row: { labelFormat: 'HL01', masterTicketCopies: 1, boxTicketCopies: 1, reportName: 'R', speed: 2 },
    message: notInList('Label Format', 'HL01'),
  },
  ...[
    { labelFormat: 'BX03', bad: ['Label Format', 'BX03'] },
    { custGroup: 'ACME', bad: ['Customer Group', 'ACME'] },
    { barcodeType: 'EAN99', bad: ['Barcode Type', 'EAN99'] },
  ].map(({ bad, ...change }) => ({
    call: 'configuration.HarnessLabelFormatMaster.insert' as const,
    row: { labelFormat: 'HLRW', reportName: 'R', custGroup: 'GM', speed: 2, ...change },
    message: notInList(bad[0]!, bad[1]!),
  })),
  {
    call: 'configuration.WarehouseDestinationMaster.insert',
    row: { warehouse: 'NOPE-WH', destination: 'GM-SILAO' },
    message: notInList('Warehouse', 'NOPE-WH'),
  },
  {
    call: 'configuration.WarehouseDestinationMaster.insert',
    row: { warehouse: 'JRZ1-FG', destination: 'NOPE-DEST' },
    message: notInList('Destination', 'NOPE-DEST'),
  },
  {
    call: 'configuration.WarehouseAddressMaster.insert',
    row: { warehouse: 'NOPE-WH', address: 'Somewhere 1' },
    message: notInList('Warehouse', 'NOPE-WH'),
  },
  {
    call: 'configuration.ConfigureXREFfields.insert',
    row: { xreF_FIELD: 'NOPE_FIELD' },
    message: notInList('XREF Field', 'NOPE_FIELD'),
  },
  ...[
    { plantId: 'ZZZ9', bad: ['Plant', 'ZZZ9'] },
    { productLabel: 'NOPE-LBL', bad: ['Product Label', 'NOPE-LBL'] },
  ].map(({ bad, ...change }) => ({
    call: 'configuration.SubAssemblyMaster.insert' as const,
    row: {
      plantId: 'JRZ1',
      type: 'FUSE BOX',
      partNo: 'LOOKUP-QA',
      designLevel: '1',
      supplierCd: 'S1',
      productLabel: 'SUBASSY-4X2',
      customerId: 'FORD',
      ...change,
    },
    message: notInList(bad[0]!, bad[1]!),
  })),
  {
    call: 'configuration.PartDockMaster.insert',
    row: { plantid: 'JRZ1', sewsShortPartNo: 'ZZZZ', parentPlantId: 'ZZZ9', parentShortPartNo: 'ZZZZ' },
    message: [notInList('Parent Plant', 'ZZZ9'), notInList('Short Part No.', 'ZZZZ')].join('; '),
  },
  {
    call: 'configuration.PartMappingMaster.insert',
    row: {
      plantId: 'JRZ1',
      sourceShortPartNo: 'Q9',
      sourceSewsPartNo: 'TYPED-SOURCE',
      sourceSewsDesignLevel: '1',
      destShortPartNo: 'ZZZZ',
    },
    message: notInList('Destination Short Part No.', 'ZZZZ'),
  },
  {
    call: 'configuration.FORDAlertMaster.insert',
    row: { plantid: 'JRZ1', sewsPartNo: 'NOPE-PART-QA1', sewsDesignLevel: '01', alerT1: 'CHECK' },
    message: notInList('SEWS Part No.', 'NOPE-PART-QA1'),
  },
  {
    call: 'configuration.ComponentCodeMaster.insert',
    row: { plantId: 'JRZ1', sewsPartNo: 'NOPE-PART-QA1', componentCode: 'CC-9' },
    message: notInList('SEWS Part No.', 'NOPE-PART-QA1'),
  },
  ...[
    { custGroup: 'ACME', bad: ['Customer Group', 'ACME'] },
    { plantId: 'ZZZ9', bad: ['Plant', 'ZZZ9'] },
    { whseCode: 'NOPE-WH', bad: ['Warehouse Code', 'NOPE-WH'] },
  ].map(({ bad, ...change }) => ({
    call: 'configuration.EmailParameterMaster.insert' as const,
    row: { emailDesc: 'LOOKUP QA', mailTo: 'qa@sews-mx.example.com', ...change },
    message: notInList(bad[0]!, bad[1]!),
  })),
  {
    call: 'configuration.FTPCommandMaster.insert',
    row: { processTP: 'LOOKUP QA', cmdSequence: 1, custGroup: 'ACME', mfG_PLANT: 'ZZZ9' },
    message: [notInList('Customer Group', 'ACME'), notInList('Mfg Plant', 'ZZZ9')].join('; '),
  },
  {
    call: 'configuration.LinkServerMaster.insert',
    row: { linkName: 'LOOKUP QA', plantId: 'ZZZ9' },
    message: notInList('Mfg Plant', 'ZZZ9'),
  },
  {
    call: 'configuration.CustomerGroupMaster.insert',
    row: { cust_Group: 'HONDA', option: 'Other' },
    message: notInList('Option', 'Other'),
  },
];

describe('lookup-backed fields are checked by the service on every master', () => {
  it.each(refusals.map((r) => [`${r.call}: ${r.message}`, r] as const))('%s', async (_name, { call, row, message }) => {
    expect(await insert(call, row)).toEqual({ status: 400, body: { message } });
  });

  it('saves nothing of a batch that holds one row with a value outside its lookup', async () => {
    const has = await client.call(
      'configuration.WarehouseDestinationMaster.list',
      { filter: ['warehouse', '=', 'JRZ2-FG'], take: 100 },
      { token: admin },
    );
    const all = await client.call('configuration.WarehouseDestinationMaster.destinations', {}, { token: admin });
    const taken = new Set((has.body.data as { destination: string }[]).map((r) => r.destination));
    const free = all.body.find((d) => !taken.has(d.code))!.code;
    const batch = await client.callUnchecked(
      'configuration.WarehouseDestinationMaster.insert',
      [
        { warehouse: 'JRZ2-FG', destination: free },
        { warehouse: 'JRZ2-FG', destination: 'NOPE' },
      ],
      { token: admin },
    );
    expect(batch.status).toBe(400);
    const found = await client.call(
      'configuration.WarehouseDestinationMaster.list',
      { filter: [['warehouse', '=', 'JRZ2-FG'], 'and', ['destination', '=', free]] },
      { token: admin },
    );
    expect(found.body.data).toEqual([]);
  });

  it('checks an update too, and keeps the code as the lookup spells it', async () => {
    const [printer] = (
      await client.call('configuration.LabelPrinterMaster.list', { printerType: 'Zebra', take: 1 }, { token: admin })
    ).body.data as Record<string, unknown>[];
    const moved = await client.callUnchecked(
      'configuration.LabelPrinterMaster.update',
      [{ ...printer, transmitMode: 'TELEX' }],
      { token: admin },
    );
    expect(moved.body).toEqual({ message: notInList('Transmit Mode', 'TELEX') });
    expect(
      (
        await insert('configuration.HarnessLabelFormatMaster.insert', {
          labelFormat: 'hlrw',
          reportName: 'R',
          custGroup: 'gm',
          speed: 2,
        })
      ).status,
    ).toBe(200);
    const saved = await client.call(
      'configuration.HarnessLabelFormatMaster.list',
      { filter: ['labelFormat', '=', 'HLRW'] },
      { token: admin },
    );
    expect(saved.body.data[0]).toMatchObject({ labelFormat: 'HLRW', custGroup: 'GM' });
  });
});

describe('fields filled from the looked-up record, never from the client', () => {
  it("saves a FORD alert with its part's design level and customer, not those the client kept of another part", async () => {
    const [chosen, typed] = [parts[0]!, parts.find((p) => p.customerId !== parts[0]!.customerId)!];
    const row = {
      plantid: 'JRZ1',
      sewsPartNo: typed.sewS_PART_NO,
      // What the row still held from the part chosen first.
      sewsDesignLevel: `${chosen.sewS_DESIGN_LEVEL}X`,
      customerId: chosen.customerId,
    };
    expect((await insert('configuration.FORDAlertMaster.insert', row)).status).toBe(200);
    const saved = await client.call(
      'configuration.FORDAlertMaster.list',
      { plantid: 'JRZ1', filter: ['sewsPartNo', '=', typed.sewS_PART_NO] },
      { token: admin },
    );
    const designLevels = parts.filter((p) => p.sewS_PART_NO === typed.sewS_PART_NO).map((p) => p.sewS_DESIGN_LEVEL);
    const alert = (saved.body.data as { sewsDesignLevel: string; customerId: string }[]).find(
      (a) => a.customerId === typed.customerId,
    );
    expect(alert?.customerId).toBe(typed.customerId);
    expect(designLevels).toContain(alert?.sewsDesignLevel);
  });

  it('fills the destination part, design level and label format of a part mapping from the XREF', async () => {
    const dest = parts.find((p) => p.shorT_PART_NO)!;
    const row = {
      plantId: 'JRZ1',
      sourceShortPartNo: 'Q8',
      sourceSewsPartNo: 'TYPED-SOURCE',
      sourceSewsDesignLevel: '1',
      destShortPartNo: dest.shorT_PART_NO,
      destSewsPartNo: 'WHATEVER',
      destLabelFormat: 'NOPE',
    };
    expect((await insert('configuration.PartMappingMaster.insert', row)).status).toBe(200);
    const saved = await client.call(
      'configuration.PartMappingMaster.list',
      { plantid: 'JRZ1', filter: ['sourceShortPartNo', '=', 'Q8'] },
      { token: admin },
    );
    expect(saved.body.data[0]).toMatchObject({ destSewsPartNo: expect.not.stringMatching('WHATEVER') });
    const mapping = saved.body.data[0] as { destSewsPartNo: string; destLabelFormat: string | null };
    expect(parts.map((p) => p.sewS_PART_NO)).toContain(mapping.destSewsPartNo);
    expect(mapping.destLabelFormat).not.toBe('NOPE');
  });
});

describe('imports check lookups as a grid save does', () => {
  it('refuses a FORD alert workbook naming a part no XREF has, and saves none of its rows', async () => {
    const file = await workbookFile(
      'alerts.xlsx',
      ['SEWS Part No.', 'Design Level', 'Alert 1'],
      [
        [parts[1]!.sewS_PART_NO, parts[1]!.sewS_DESIGN_LEVEL, 'CHECK CPA'],
        ['NOPE-PART-QA1', '01', 'CHECK CPA'],
      ],
    );
    const reply = await client.call(
      'configuration.FORDAlertMaster.import',
      { plantid: 'JRZ1', file },
      { token: admin },
    );
    expect(reply).toEqual({
      status: 400,
      body: {
        message: partRulesMessages.fileHasErrors,
        issues: [`Row 3: ${notInList('SEWS Part No.', 'NOPE-PART-QA1')}`],
      },
    });
  });

  it('refuses a component code workbook naming a part no XREF has', async () => {
    const file = await workbookFile('codes.xlsx', ['SEWS Part No.', 'Component Code'], [['NOPE-PART-QA2', 'CC-1']]);
    const reply = await client.call(
      'configuration.ComponentCodeMaster.import',
      { plantid: 'JRZ1', file },
      { token: admin },
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ issues: [`Row 2: ${notInList('SEWS Part No.', 'NOPE-PART-QA2')}`] });
  });
});
