import { type CallName, type InputOf, labelSetupMessages, messages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { type Reply, startSignedInPlant } from '../../testing.js';

// Creating every server's database with the small seed of all domains takes a while on a busy machine.
const { client, admin, close } = await startSignedInPlant(['admin']);
afterAll(close);

// biome-ignore lint/suspicious/noExplicitAny: these tests read replies loosely and assert on them
const call = <N extends CallName>(name: N, input: InputOf<N>): Promise<Reply<any>> =>
  client.call(name, input, { token: admin });
const post = <N extends CallName>(name: N, rows: unknown[]) => client.callUnchecked(name, rows, { token: admin });
const codes = (items: { code: string }[]) => items.map((i) => i.code);

describe('label printer master', () => {
  it('lists printer types, and per type its communication types, transmit modes and model types', async () => {
    expect(codes((await call('configuration.LabelPrinterMaster.printerTypes', {})).body)).toEqual([
      'Zebra',
      'Datamax',
      'Intermec',
      'Laser',
    ]);
    expect(
      codes((await call('configuration.LabelPrinterMaster.transmitModes', { printerType: 'Zebra' })).body),
    ).toContain('RAW');
    expect((await call('configuration.LabelPrinterMaster.transmitModes', { printerType: 'Laser' })).body).toEqual([]);
    expect(codes((await call('configuration.LabelPrinterMaster.modelTypes', { printerType: 'Zebra' })).body)).toContain(
      'ZT410',
    );
    expect(
      codes((await call('configuration.LabelPrinterMaster.communicationTypes', { printerType: 'Laser' })).body),
    ).toEqual(['TCP/IP', 'Windows Queue']);
  });

  it('lists the printers of the chosen printer type only', async () => {
    const zebra = (await call('configuration.LabelPrinterMaster.list', { printerType: 'Zebra' })).body.data as {
      PrinterType: string;
    }[];
    const laser = (await call('configuration.LabelPrinterMaster.list', { printerType: 'Laser' })).body.data as {
      printerName: string;
    }[];
    expect(zebra.length).toBeGreaterThanOrEqual(3);
    expect(zebra.every((p) => p.PrinterType === 'Zebra')).toBe(true);
    expect(laser.map((p) => p.printerName)).toEqual(['MX01-LASER-OFFICE']);
  });

  it('refuses a TCP/IP printer without a port, and one with a port that is not a number', async () => {
    const row = {
      printerName: 'MX01-ZT410-QA',
      model: 'ZT410',
      communicationType: 'TCP/IP',
      hostName: '10.20.4.77',
      transmitMode: 'RAW',
      PrinterType: 'Zebra',
    };
    const noPort = await post('configuration.LabelPrinterMaster.insert', [row]);
    expect(noPort.status).toBe(400);
    expect(noPort.body.issues).toEqual([`0.port: ${labelSetupMessages.portRequired}`]);
    const letters = await post('configuration.LabelPrinterMaster.insert', [{ ...row, port: '91OO' }]);
    expect(letters.body.issues).toEqual([`0.port: ${labelSetupMessages.portNumeric}`]);
    expect((await post('configuration.LabelPrinterMaster.insert', [{ ...row, port: '9100' }])).status).toBe(200);
    const found = await call('configuration.LabelPrinterMaster.list', {
      filter: ['printerName', '=', 'MX01-ZT410-QA'],
    });
    expect(found.body.data).toEqual([{ id: expect.any(Number), ...row, port: '9100' }]);
  });

  it('keeps the printer name of an existing printer', async () => {
    const [printer] = (
      await call('configuration.LabelPrinterMaster.list', { filter: ['printerName', '=', 'MX01-PM43-COMP'] })
    ).body.data;
    const renamed = await client.call(
      'configuration.LabelPrinterMaster.update',
      [{ ...printer, printerName: 'MX01-PM43-OTHER' }],
      { token: admin },
    );
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('Printer Name cannot be changed on an existing row');
  });
});

describe('label format masters', () => {
  it('offer the box and harness label format codes, customer groups and barcode types', async () => {
    // BX01 has a box format already (the code is its whole key), so only the unused layouts are offered.
    expect(codes((await call('configuration.BoxLabelFormatMaster.getFormatLabels', {})).body)).toEqual([
      'BX03',
      'BXNS',
    ]);
    expect(codes((await call('configuration.HarnessLabelFormatMaster.getFormatLabels', {})).body)).toContain('HL2D');
    expect(codes((await call('configuration.HarnessLabelFormatMaster.getCustGroups', {})).body)).toEqual([
      'FORD',
      'GM',
      'NISSAN',
      'TMNA',
      'HONDA',
      'FCA',
    ]);
    expect(codes((await call('configuration.HarnessLabelFormatMaster.getBarCodeTypes', {})).body)).toEqual(
      expect.arrayContaining(['CODE128', 'QRCODE', 'DATAMATRIX', 'PDF417']),
    );
  });

  it('stores an empty darkness as 0, and refuses an extra input without its name', async () => {
    const row = {
      labelFormat: 'bx03',
      masterTicketCopies: 1,
      boxTicketCopies: 2,
      reportName: 'BoxLabel_Test',
      speed: 2,
      darkness: null,
    };
    expect((await post('configuration.BoxLabelFormatMaster.insert', [row])).status).toBe(200);
    const found = await call('configuration.BoxLabelFormatMaster.list', { filter: ['labelFormat', '=', 'BX03'] });
    expect(found.body.data[0]).toMatchObject({ labelFormat: 'BX03', darkness: 0, extraInput: false });
    const extra = await post('configuration.BoxLabelFormatMaster.insert', [
      { ...row, labelFormat: 'BX8', extraInput: true },
    ]);
    expect(extra.body.issues).toEqual([`0.inputName: ${labelSetupMessages.inputNameRequired}`]);
    expect((await post('configuration.BoxLabelFormatMaster.insert', [row])).body).toEqual({
      message: messages.recordExists,
    });
  });

  it('stores empty serial number length, paper feed and darkness of a harness format as 0', async () => {
    const row = { labelFormat: 'HLRW', reportName: 'HRN_TEST', custGroup: 'ford', speed: 3 };
    expect((await post('configuration.HarnessLabelFormatMaster.insert', [row])).status).toBe(200);
    const found = await call('configuration.HarnessLabelFormatMaster.list', { filter: ['labelFormat', '=', 'HLRW'] });
    expect(found.body.data[0]).toMatchObject({ serialNoLength: 0, paperFeed: 0, darkness: 0 });
    const wide = await post('configuration.HarnessLabelFormatMaster.insert', [
      { ...row, custGroup: 'GM', serialNoLength: 1000 },
    ]);
    expect(wide.body.issues).toEqual([`0.serialNoLength: ${labelSetupMessages.serialNoLengthRange}`]);
  });
});

describe('warehouse masters', () => {
  it('offer the warehouses and the destination master codes, and seed their destinations and addresses', async () => {
    const warehouses = codes((await call('configuration.WarehouseDestinationMaster.warehouses', {})).body);
    expect(warehouses).toEqual(['JRZ1-FG', 'JRZ1-XD', 'JRZ2-FG', 'JRZ3-FG']);
    // Every seeded warehouse has its one address: the address master offers none for a new row.
    expect((await call('configuration.WarehouseAddressMaster.warehouses', {})).body).toEqual([]);
    expect((await call('configuration.WarehouseDestinationMaster.destinations', {})).body).toContainEqual({
      code: 'FORD-DEARBRN',
      name: 'Ford Dearborn Truck Plant',
    });
    expect(
      (await call('configuration.WarehouseDestinationMaster.list', { requireTotalCount: true })).body.totalCount,
    ).toBeGreaterThan(4);
    const address = await call('configuration.WarehouseAddressMaster.list', { filter: ['warehouse', '=', 'JRZ1-FG'] });
    expect(address.body.data[0].address).toContain('Ciudad Juarez');
  });

  it('keeps a warehouse destination as created: an update may send it back unchanged, not change it', async () => {
    const [row] = (
      await call('configuration.WarehouseDestinationMaster.list', { filter: ['warehouse', '=', 'JRZ3-FG'] })
    ).body.data;
    const put = (rows: { id: number; warehouse: string; destination: string }[]) =>
      client.call('configuration.WarehouseDestinationMaster.update', rows, { token: admin });
    expect((await put([row])).body).toEqual({ message: messages.savedSuccessfully, statusText: 'OK' });
    const moved = await put([{ ...row, destination: 'GM-ARLINGTON' }]);
    expect(moved.status).toBe(400);
    // One call saves all its rows or none: a new pair beside the row already there is refused with it.
    const batch = await client.call(
      'configuration.WarehouseDestinationMaster.insert',
      [
        { warehouse: 'JRZ3-FG', destination: 'STELL-SALT' },
        { warehouse: row.warehouse, destination: row.destination },
      ],
      { token: admin },
    );
    expect(batch.status).toBe(409);
    const after = await call('configuration.WarehouseDestinationMaster.list', {
      filter: ['destination', '=', 'STELL-SALT'],
    });
    expect(after.body.data.map((r: { warehouse: string }) => r.warehouse)).not.toContain('JRZ3-FG');
  });
});
