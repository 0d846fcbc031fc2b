import { type CallName, type InputOf, lookupMessages, messages, partsMessages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { type Reply, startSignedInPlant } from '../../testing.js';

const { client, admin, close } = await startSignedInPlant(['admin']);
afterAll(close);

const saved = { message: messages.savedSuccessfully, statusText: 'OK' };
// biome-ignore lint/suspicious/noExplicitAny: these tests read replies loosely and assert on them
const call = <N extends CallName>(name: N, input: InputOf<N>): Promise<Reply<any>> =>
  client.call(name, input, { token: admin });

describe('XREF maintenance', () => {
  it('lists only the chosen plant, thousands of parts for the primary plant', async () => {
    const jrz1 = await call('configuration.XREFMaintenance.list', {
      plantid: 'JRZ1',
      take: 5,
      requireTotalCount: true,
    });
    const jrz2 = await call('configuration.XREFMaintenance.list', {
      plantid: 'JRZ2',
      take: 5,
      requireTotalCount: true,
    });
    expect(jrz1.body.totalCount).toBeGreaterThanOrEqual(2000);
    expect(jrz2.body.totalCount).toBeGreaterThan(0);
    expect(jrz2.body.totalCount).toBeLessThan(jrz1.body.totalCount);
    expect(new Set(jrz2.body.data.map((r: { plantId: string }) => r.plantId))).toEqual(new Set(['JRZ2']));
  });

  it('finds parts by a piece of the part number through the search index, within the plant', async () => {
    const [first] = (await call('configuration.XREFMaintenance.list', { plantid: 'JRZ1', take: 1 })).body.data;
    const piece = first.sewS_PART_NO.slice(2, 8).toLowerCase();
    const found = await call('configuration.XREFMaintenance.list', {
      plantid: 'JRZ1',
      filter: ['sewS_PART_NO', 'contains', piece],
      requireTotalCount: true,
    });
    expect(found.body.data.map((r: { id: number }) => r.id)).toContain(first.id);
    for (const r of found.body.data) expect(r.sewS_PART_NO.toLowerCase()).toContain(piece);
    expect(found.body.totalCount).toBe(found.body.data.length);
  });

  it('answers the IHS data of a part in the IHS catalogue, and a message for one that is not', async () => {
    const withIhs = (
      await call('configuration.XREFMaintenance.list', {
        plantid: 'JRZ1',
        filter: ['verifY_IHS_DATA', '=', true],
        take: 1,
      })
    ).body.data[0];
    const ihs = await call('configuration.XREFMaintenance.getIHSData', {
      plantid: 'JRZ1',
      sewsPartNo: withIhs.sewS_PART_NO,
      sewsDesignLevel: withIhs.sewS_DESIGN_LEVEL,
    });
    expect(ihs.body).toEqual([
      { ihscaD_PRODUCT_NUMBER: withIhs.ihscaD_PRODUCT_NUMBER, ihscaD_DESIGN_LEVEL: withIhs.ihscaD_DESIGN_LEVEL },
    ]);
    const none = await call('configuration.XREFMaintenance.getIHSData', {
      plantid: 'JRZ1',
      sewsPartNo: 'NOPE-1',
      sewsDesignLevel: '01',
    });
    expect(none.body).toEqual({ message: partsMessages.ihsNotFound });
  });

  it('refuses Consider IHS Part without IHS data, clears IHS data without it, and [20007] on a duplicate part', async () => {
    const row = { plantId: 'JRZ1', sewS_PART_NO: '82999-ZZ001', sewS_DESIGN_LEVEL: '01', shorT_PART_NO: 'Z001' };
    const refused = await call('configuration.XREFMaintenance.insert', [{ ...row, verifY_IHS_DATA: true }]);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(partsMessages.ihsRequired);

    const withStaleIhs = { ...row, ihscaD_PRODUCT_NUMBER: 'IHS1', ihscaD_DESIGN_LEVEL: 'A1' };
    expect((await call('configuration.XREFMaintenance.insert', [withStaleIhs])).body).toEqual(saved);
    const [stored] = (
      await call('configuration.XREFMaintenance.list', {
        plantid: 'JRZ1',
        filter: ['sewS_PART_NO', '=', '82999-zz001'],
      })
    ).body.data;
    expect(stored).toMatchObject({ shorT_PART_NO: 'Z001', ihscaD_PRODUCT_NUMBER: null, activE_FLAG: false });
    expect((await call('configuration.XREFMaintenance.insert', [row])).body).toEqual({
      message: messages.recordExists,
    });
  });
});

describe('XREF field configuration', () => {
  it('lists every XREF field, refuses a second row for one, and updates its flags', async () => {
    const list = await call('configuration.ConfigureXREFfields.list', { requireTotalCount: true });
    expect(list.body.data.map((r: { xreF_FIELD: string }) => r.xreF_FIELD)).toContain('VERIFY_IHS_DATA');
    const again = await call('configuration.ConfigureXREFfields.insert', [{ xreF_FIELD: 'qa_cert' }]);
    expect(again).toEqual({ status: 409, body: { message: messages.recordExists } });
    const row = list.body.data.find((r: { xreF_FIELD: string }) => r.xreF_FIELD === 'QA_CERT');
    expect(
      (await call('configuration.ConfigureXREFfields.update', [{ ...row, miX_RULE: !row.miX_RULE }])).body,
    ).toEqual(saved);
  });
});

describe('Plant master', () => {
  it('reads a plant, saves its form with a printer of the server, and makes it the only primary plant', async () => {
    const printers = (await call('configuration.PlantMaster.printers', {})).body as { printerName: string }[];
    expect(printers.length).toBeGreaterThan(0);
    const jrz2 = (await call('configuration.PlantMaster.plant', { plantId: 'JRZ2' })).body;
    expect(jrz2).toMatchObject({ plantId: 'JRZ2', identIFier: 'SJ2', primary_plant: false });
    const form = {
      ...jrz2,
      plant_nm: 'Juarez Plant 2 - Harness sub-assembly',
      label_printer: printers[0]?.printerName,
    };
    form.primary_plant = true;
    expect((await call('configuration.PlantMaster.save', { ...form, plantId: 'JRZ2' })).body).toEqual(saved);
    expect((await call('configuration.PlantMaster.plant', { plantId: 'JRZ2' })).body).toMatchObject({
      plant_nm: form.plant_nm,
      primary_plant: true,
    });
    expect((await call('configuration.PlantMaster.plant', { plantId: 'JRZ1' })).body.primary_plant).toBe(false);
    // The primary plant is the active one: first in every plant selector.
    expect((await call('configuration.XREFMaintenance.plants', {})).body[0].Id).toBe('JRZ2');
    await call('configuration.PlantMaster.save', {
      ...(await call('configuration.PlantMaster.plant', { plantId: 'JRZ1' })).body,
      primary_plant: true,
      plantId: 'JRZ1',
    });
  });

  it("refuses a blank name with 'Cannot Be Blank', an unknown printer, and an unknown plant", async () => {
    const jrz3 = (await call('configuration.PlantMaster.plant', { plantId: 'JRZ3' })).body;
    const blank = await call('configuration.PlantMaster.save', { ...jrz3, plantId: 'JRZ3', plant_nm: '  ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain(partsMessages.plantNameBlank);
    const printer = await call('configuration.PlantMaster.save', {
      ...jrz3,
      plantId: 'JRZ3',
      label_printer: 'NO-SUCH-PRINTER',
    });
    expect(printer.body).toEqual({ message: partsMessages.printerNotFound });
    expect((await call('configuration.PlantMaster.plant', { plantId: 'XXX9' })).status).toBe(404);
  });
});

describe('Dock master', () => {
  it('adds a closed dock to the chosen plant; the same name again is [20007]', async () => {
    const row = { plantid: 'JRZ3', dockName: 'dock 77' };
    expect((await call('configuration.DockMaster.insert', [row])).body).toEqual(saved);
    const found = await call('configuration.DockMaster.list', {
      plantid: 'JRZ3',
      filter: ['dockName', '=', 'DOCK 77'],
    });
    expect(found.body.data).toEqual([
      expect.objectContaining({ dockName: 'DOCK 77', status: 'CLOSED', truckInfo: null }),
    ]);
    expect((await call('configuration.DockMaster.insert', [row])).status).toBe(409);
    expect(
      (await call('configuration.DockMaster.list', { plantid: 'JRZ1', filter: ['dockName', '=', 'DOCK 77'] })).body
        .data,
    ).toEqual([]);
  });

  it('fills part docks from the XREF and refuses a short part the plant does not have', async () => {
    const [own] = (await call('configuration.XREFMaintenance.list', { plantid: 'JRZ2', skip: 50, take: 1 })).body.data;
    const [parent] = (await call('configuration.XREFMaintenance.list', { plantid: 'JRZ1', skip: 70, take: 1 })).body
      .data;
    const row = {
      plantid: 'JRZ2',
      sewsShortPartNo: own.shorT_PART_NO,
      parentPlantId: 'JRZ1',
      parentShortPartNo: parent.shorT_PART_NO,
    };
    expect((await call('configuration.PartDockMaster.insert', [row])).body).toEqual(saved);
    const found = await call('configuration.PartDockMaster.list', {
      plantid: 'JRZ2',
      filter: ['sewsShortPartNo', '=', own.shorT_PART_NO],
    });
    expect(found.body.data[0]).toMatchObject({
      sewsPartNo: own.sewS_PART_NO,
      sewsDesignLevel: own.sewS_DESIGN_LEVEL,
      parentSewsPartNo: parent.sewS_PART_NO,
      parentSewsDesignLevel: parent.sewS_DESIGN_LEVEL,
    });
    const missing = await call('configuration.PartDockMaster.insert', [{ ...row, sewsShortPartNo: 'ZZZZ' }]);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(lookupMessages.notInList('Short Part No.', 'ZZZZ'));
  });

  it('answers what a typed short part fills before the save, and nothing for one the plant lacks', async () => {
    const [own] = (await call('configuration.XREFMaintenance.list', { plantid: 'JRZ2', skip: 51, take: 1 })).body.data;
    const fill = (input: Record<string, string>) => call('configuration.PartDockMaster.fill', input);
    expect(
      (await fill({ field: 'sewsShortPartNo', plantid: 'JRZ2', sewsShortPartNo: own.shorT_PART_NO })).body,
    ).toEqual({
      values: { sewsPartNo: own.sewS_PART_NO, sewsDesignLevel: own.sewS_DESIGN_LEVEL },
    });
    expect((await fill({ field: 'parentShortPartNo', parentPlantId: 'JRZ2', parentShortPartNo: 'ZZZZ' })).body).toEqual(
      {
        values: { parentSewsPartNo: null, parentSewsDesignLevel: null },
      },
    );
  });
});

describe('Sub-assembly master', () => {
  it('takes the short part from the XREF and refuses an unknown type', async () => {
    const [part] = (await call('configuration.XREFMaintenance.list', { plantid: 'JRZ1', skip: 3, take: 1 })).body.data;
    const row = {
      plantId: 'JRZ1',
      type: 'FUSE BOX',
      partNo: part.sewS_PART_NO,
      designLevel: part.sewS_DESIGN_LEVEL,
      supplierCd: 'sews2001',
      productLabel: 'SUBASSY-4X2',
      customerId: 'ford',
    };
    expect((await call('configuration.SubAssemblyMaster.insert', [row])).body).toEqual(saved);
    const found = await call('configuration.SubAssemblyMaster.list', { filter: ['partNo', '=', part.sewS_PART_NO] });
    expect(found.body.data).toEqual([
      expect.objectContaining({ shortPartNo: part.shorT_PART_NO, supplierCd: 'SEWS2001', customerId: 'FORD' }),
    ]);
    const bad = await call('configuration.SubAssemblyMaster.insert', [{ ...row, designLevel: '99', type: 'ROBOT' }]);
    expect(bad.body).toEqual({ message: lookupMessages.notInList('Type', 'ROBOT') });
    // A part and level the XREF lacks is saved without a short part, and the grid is told so before.
    const fill = (designLevel: string) =>
      call('configuration.SubAssemblyMaster.fill', {
        field: 'partNo',
        plantId: 'JRZ1',
        partNo: part.sewS_PART_NO,
        designLevel,
      });
    expect((await fill(part.sewS_DESIGN_LEVEL)).body).toEqual({ values: { shortPartNo: part.shorT_PART_NO } });
    expect((await fill('99')).body).toEqual({ values: { shortPartNo: null } });
    expect((await call('configuration.SubAssemblyMaster.insert', [{ ...row, designLevel: '99' }])).body).toEqual(saved);
  });
});
