import { messages, partsMessages } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePlant } from '../../plant.js';
import { type PlantClient, startTestPlant } from '../../testing.js';

let plant: FakePlant;
let client: PlantClient;
let admin: string;

beforeAll(async () => {
  ({ client, ...plant } = await startTestPlant());
  admin = await client.signIn('admin', 'FGSSMX01');
});
afterAll(() => plant.close());

const saved = { message: messages.savedSuccessfully, statusText: 'OK' };
const get = (path: string, input: Record<string, unknown> = {}) =>
  client.request('GET', `/configuration/${path}`, { token: admin, input });
const send = (method: string, path: string, input: Record<string, unknown>) =>
  client.request(method, `/configuration/${path}`, { token: admin, input });

describe('XREF maintenance', () => {
  it('lists only the chosen plant, thousands of parts for the primary plant', async () => {
    const jrz1 = await get('XREFMaintenance', { plantid: 'JRZ1', take: 5, requireTotalCount: true });
    const jrz2 = await get('XREFMaintenance', { plantid: 'JRZ2', take: 5, requireTotalCount: true });
    expect(jrz1.body.totalCount).toBeGreaterThanOrEqual(2000);
    expect(jrz2.body.totalCount).toBeGreaterThan(0);
    expect(jrz2.body.totalCount).toBeLessThan(jrz1.body.totalCount);
    expect(new Set(jrz2.body.data.map((r: { plantId: string }) => r.plantId))).toEqual(new Set(['JRZ2']));
  });

  it('finds parts by a piece of the part number through the search index, within the plant', async () => {
    const [first] = (await get('XREFMaintenance', { plantid: 'JRZ1', take: 1 })).body.data;
    const piece = first.sewS_PART_NO.slice(2, 8).toLowerCase();
    const found = await get('XREFMaintenance', {
      plantid: 'JRZ1',
      filter: ['sewS_PART_NO', 'contains', piece],
      requireTotalCount: true,
    });
    expect(found.body.data.map((r: { id: number }) => r.id)).toContain(first.id);
    for (const r of found.body.data) expect(r.sewS_PART_NO.toLowerCase()).toContain(piece);
    expect(found.body.totalCount).toBe(found.body.data.length);
  });

  it('answers the IHS data of a part in the IHS catalogue, and a message for one that is not', async () => {
    const withIhs = (await get('XREFMaintenance', { plantid: 'JRZ1', filter: ['verifY_IHS_DATA', '=', true], take: 1 }))
      .body.data[0];
    const ihs = await get('XREFMaintenance/GetIHSData', {
      plantid: 'JRZ1',
      sewsPartNo: withIhs.sewS_PART_NO,
      sewsDesignLevel: withIhs.sewS_DESIGN_LEVEL,
    });
    expect(ihs.body).toEqual([
      { ihscaD_PRODUCT_NUMBER: withIhs.ihscaD_PRODUCT_NUMBER, ihscaD_DESIGN_LEVEL: withIhs.ihscaD_DESIGN_LEVEL },
    ]);
    const none = await get('XREFMaintenance/GetIHSData', {
      plantid: 'JRZ1',
      sewsPartNo: 'NOPE-1',
      sewsDesignLevel: '01',
    });
    expect(none.body).toEqual({ message: partsMessages.ihsNotFound });
  });

  it('refuses Consider IHS Part without IHS data, clears IHS data without it, and [20007] on a duplicate part', async () => {
    const row = { plantId: 'JRZ1', sewS_PART_NO: '82999-ZZ001', sewS_DESIGN_LEVEL: '01', shorT_PART_NO: 'Z001' };
    const refused = await send('POST', 'XREFMaintenance', { rows: [{ ...row, verifY_IHS_DATA: true }] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(partsMessages.ihsRequired);

    const withStaleIhs = { ...row, ihscaD_PRODUCT_NUMBER: 'IHS1', ihscaD_DESIGN_LEVEL: 'A1' };
    expect((await send('POST', 'XREFMaintenance', { rows: [withStaleIhs] })).body).toEqual(saved);
    const [stored] = (await get('XREFMaintenance', { plantid: 'JRZ1', filter: ['sewS_PART_NO', '=', '82999-zz001'] }))
      .body.data;
    expect(stored).toMatchObject({ shorT_PART_NO: 'Z001', ihscaD_PRODUCT_NUMBER: null, activE_FLAG: false });
    expect((await send('POST', 'XREFMaintenance', { rows: [row] })).body).toEqual({ message: messages.recordExists });
  });
});

describe('XREF field configuration', () => {
  it('lists every XREF field, refuses a second row for one, and updates its flags', async () => {
    const list = await get('ConfigureXREFfields', { requireTotalCount: true });
    expect(list.body.data.map((r: { xreF_FIELD: string }) => r.xreF_FIELD)).toContain('VERIFY_IHS_DATA');
    const again = await send('POST', 'ConfigureXREFfields', { rows: [{ xreF_FIELD: 'qa_cert' }] });
    expect(again).toEqual({ status: 409, body: { message: messages.recordExists } });
    const row = list.body.data.find((r: { xreF_FIELD: string }) => r.xreF_FIELD === 'QA_CERT');
    expect((await send('PUT', 'ConfigureXREFfields', { rows: [{ ...row, miX_RULE: !row.miX_RULE }] })).body).toEqual(
      saved,
    );
  });
});

describe('Plant master', () => {
  it('reads a plant, saves its form with a printer of the server, and makes it the only primary plant', async () => {
    const printers = (await get('PlantMaster/Printers')).body as { printerName: string }[];
    expect(printers.length).toBeGreaterThan(0);
    const jrz2 = (await get('PlantMaster/JRZ2')).body;
    expect(jrz2).toMatchObject({ plantId: 'JRZ2', identIFier: 'SJ2', primary_plant: false });
    const form = {
      ...jrz2,
      plant_nm: 'Juarez Plant 2 - Harness sub-assembly',
      label_printer: printers[0]?.printerName,
    };
    form.primary_plant = true;
    expect((await send('PUT', 'PlantMaster/JRZ2', form)).body).toEqual(saved);
    expect((await get('PlantMaster/JRZ2')).body).toMatchObject({ plant_nm: form.plant_nm, primary_plant: true });
    expect((await get('PlantMaster/JRZ1')).body.primary_plant).toBe(false);
    // The primary plant is the active one: first in every plant selector.
    expect((await get('XREFMaintenance/Plants')).body[0].Id).toBe('JRZ2');
    await send('PUT', 'PlantMaster/JRZ1', { ...(await get('PlantMaster/JRZ1')).body, primary_plant: true });
  });

  it("refuses a blank name with 'Cannot Be Blank', an unknown printer, and an unknown plant", async () => {
    const jrz3 = (await get('PlantMaster/JRZ3')).body;
    const blank = await send('PUT', 'PlantMaster/JRZ3', { ...jrz3, plant_nm: '  ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain(partsMessages.plantNameBlank);
    const printer = await send('PUT', 'PlantMaster/JRZ3', { ...jrz3, label_printer: 'NO-SUCH-PRINTER' });
    expect(printer.body).toEqual({ message: partsMessages.printerNotFound });
    expect((await get('PlantMaster/XXX9')).status).toBe(404);
  });
});

describe('Dock master', () => {
  it('adds a closed dock to the chosen plant; the same name again is [20007]', async () => {
    const row = { plantid: 'JRZ3', dockName: 'dock 77' };
    expect((await send('POST', 'DockMaster', { rows: [row] })).body).toEqual(saved);
    const found = await get('DockMaster', { plantid: 'JRZ3', filter: ['dockName', '=', 'DOCK 77'] });
    expect(found.body.data).toEqual([
      expect.objectContaining({ dockName: 'DOCK 77', status: 'CLOSED', truckInfo: null }),
    ]);
    expect((await send('POST', 'DockMaster', { rows: [row] })).status).toBe(409);
    expect((await get('DockMaster', { plantid: 'JRZ1', filter: ['dockName', '=', 'DOCK 77'] })).body.data).toEqual([]);
  });

  it('fills part docks from the XREF and refuses a short part the plant does not have', async () => {
    const [own] = (await get('XREFMaintenance', { plantid: 'JRZ2', skip: 50, take: 1 })).body.data;
    const [parent] = (await get('XREFMaintenance', { plantid: 'JRZ1', skip: 70, take: 1 })).body.data;
    const row = {
      plantid: 'JRZ2',
      sewsShortPartNo: own.shorT_PART_NO,
      parentPlantId: 'JRZ1',
      parentShortPartNo: parent.shorT_PART_NO,
    };
    expect((await send('POST', 'DockMaster/PartDocks', { rows: [row] })).body).toEqual(saved);
    const found = await get('DockMaster/PartDocks', {
      plantid: 'JRZ2',
      filter: ['sewsShortPartNo', '=', own.shorT_PART_NO],
    });
    expect(found.body.data[0]).toMatchObject({
      sewsPartNo: own.sewS_PART_NO,
      sewsDesignLevel: own.sewS_DESIGN_LEVEL,
      parentSewsPartNo: parent.sewS_PART_NO,
      parentSewsDesignLevel: parent.sewS_DESIGN_LEVEL,
    });
    const missing = await send('POST', 'DockMaster/PartDocks', { rows: [{ ...row, sewsShortPartNo: 'ZZZZ' }] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(partsMessages.shortPartNotInXref);
  });
});

describe('Sub-assembly master', () => {
  it('takes the short part from the XREF and refuses an unknown type', async () => {
    const [part] = (await get('XREFMaintenance', { plantid: 'JRZ1', skip: 3, take: 1 })).body.data;
    const row = {
      plantId: 'JRZ1',
      type: 'FUSE BOX',
      partNo: part.sewS_PART_NO,
      designLevel: part.sewS_DESIGN_LEVEL,
      supplierCd: 'sews2001',
      productLabel: 'SUBASSY-4X2',
      customerId: 'ford',
    };
    expect((await send('POST', 'SubAssemblyMaster', { rows: [row] })).body).toEqual(saved);
    const found = await get('SubAssemblyMaster', { filter: ['partNo', '=', part.sewS_PART_NO] });
    expect(found.body.data).toEqual([
      expect.objectContaining({ shortPartNo: part.shorT_PART_NO, supplierCd: 'SEWS2001', customerId: 'FORD' }),
    ]);
    const bad = await send('POST', 'SubAssemblyMaster', { rows: [{ ...row, designLevel: '99', type: 'ROBOT' }] });
    expect(bad.body).toEqual({ message: partsMessages.unknownSubAssemblyType });
  });
});
