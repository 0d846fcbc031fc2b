import { EPB_SHORT_PART_PAGE_SIZE, type EpbPartRow, lookupMessages, messages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startSignedInPlant } from '../testing.js';

type Part = { sewS_PART_NO: string; sewS_DESIGN_LEVEL: string; shorT_PART_NO: string; customerId: string };

const { client, admin, close } = await startSignedInPlant(['admin']);
afterAll(close);

const list = async (plantid: string) =>
  (await client.call('configuration.EPBMaster.list', { plantid, take: 100 }, { token: admin })).body
    .data as EpbPartRow[];
const shortParts = async (plantId: string, skip: number, searchValue?: string) =>
  (
    await client.call(
      'configuration.EPBMaster.shortPartNumbers',
      { plantId, skip, take: EPB_SHORT_PART_PAGE_SIZE, searchValue },
      { token: admin },
    )
  ).body;
const insert = (row: Record<string, unknown>) =>
  client.callUnchecked('configuration.EPBMaster.insert', [row], { token: admin });
const xrefPart = async (plantid: string, shortPartNo: string) =>
  (
    await client.call(
      'configuration.XREFMaintenance.list',
      { plantid, filter: ['shorT_PART_NO', '=', shortPartNo] },
      { token: admin },
    )
  ).body.data[0] as Part;

describe('EPB Master', () => {
  it("lists the chosen plant's EPB parts only, by short part", async () => {
    const [jrz1, jrz2] = [await list('JRZ1'), await list('JRZ2')];
    expect(jrz1.length).toBeGreaterThan(jrz2.length);
    expect(new Set(jrz1.map((r) => r.plantId))).toEqual(new Set(['JRZ1']));
    expect(jrz1.map((r) => r.shortPartNo)).toEqual(jrz1.map((r) => r.shortPartNo).sort());
  });

  it("pages the plant's short parts five at a time, leaving out those already listed, and searches by their start", async () => {
    const listed = new Set((await list('JRZ1')).map((r) => r.shortPartNo));
    const [first, second] = [await shortParts('JRZ1', 0), await shortParts('JRZ1', EPB_SHORT_PART_PAGE_SIZE)];
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(5);
    expect(first.totalCount).toBeGreaterThan(10);
    const offered = [...first.data, ...second.data].map((i) => i.value);
    expect(new Set(offered).size).toBe(10);
    expect(offered.filter((s) => listed.has(s))).toEqual([]);
    expect(first.data[0]?.text).toMatch(new RegExp(`^${first.data[0]?.value} - \\S+ \\S+$`));
    const searched = await shortParts('JRZ1', 0, 'a01');
    expect(searched.data.length).toBeGreaterThan(0);
    expect(searched.data.every((i) => i.value.startsWith('A01'))).toBe(true);
  });

  it('adds a short part with its XREF part, level and customer, whatever the client sent, and no longer offers it', async () => {
    const short = (await shortParts('JRZ2', 0)).data[0]!.value;
    const part = await xrefPart('JRZ2', short);
    const reply = await insert({
      plantId: 'JRZ2',
      shortPartNo: short.toLowerCase(),
      sewsPartNo: 'TYPED-OVER',
      customerId: 'NOPE',
      remarks: 'first lot',
    });
    expect(reply).toEqual({ status: 200, body: { message: messages.savedSuccessfully, statusText: 'OK' } });
    expect((await list('JRZ2')).find((r) => r.shortPartNo === short)).toMatchObject({
      sewsPartNo: part.sewS_PART_NO,
      sewsDesignLevel: part.sewS_DESIGN_LEVEL,
      customerId: part.customerId,
      remarks: 'FIRST LOT',
    });
    expect((await shortParts('JRZ2', 0, short)).data.map((i) => i.value)).not.toContain(short);
    expect((await insert({ plantId: 'JRZ2', shortPartNo: short })).body).toEqual({ message: messages.recordExists });
  });

  it("answers a picked short part's XREF part, level and customer before the save, and nulls for one the plant lacks", async () => {
    const short = (await shortParts('JRZ1', 0)).data[0]!.value;
    const part = await xrefPart('JRZ1', short);
    const fill = (shortPartNo: string) =>
      client.call(
        'configuration.EPBMaster.fill',
        { field: 'shortPartNo', plantId: 'JRZ1', shortPartNo },
        { token: admin },
      );
    expect((await fill(short)).body).toEqual({
      values: { sewsPartNo: part.sewS_PART_NO, sewsDesignLevel: part.sewS_DESIGN_LEVEL, customerId: part.customerId },
    });
    expect((await fill('9ZZZ')).body).toEqual({
      values: { sewsPartNo: null, sewsDesignLevel: null, customerId: null },
    });
  });

  it('refuses a short part the plant has not, or a plant the server has not, and saves nothing', async () => {
    const before = await list('JRZ1');
    expect(await insert({ plantId: 'JRZ1', shortPartNo: 'ZZZZ' })).toEqual({
      status: 400,
      body: { message: lookupMessages.notInList('Short Part No.', 'ZZZZ') },
    });
    expect((await insert({ plantId: 'ZZZ9', shortPartNo: before[0]!.shortPartNo })).body).toEqual({
      message: lookupMessages.notInList('Plant', 'ZZZ9'),
    });
    expect(await list('JRZ1')).toEqual(before);
  });

  it('edits the remarks of a row, but not its short part', async () => {
    const [row] = await list('JRZ2');
    const edit = (change: Partial<EpbPartRow>) =>
      client.callUnchecked('configuration.EPBMaster.update', [{ ...row, ...change }], { token: admin });
    expect((await edit({ remarks: 'moved to line 4' })).status).toBe(200);
    expect((await list('JRZ2')).find((r) => r.id === row!.id)?.remarks).toBe('MOVED TO LINE 4');
    const other = (await shortParts('JRZ2', 0)).data[0]!.value;
    expect((await edit({ shortPartNo: other })).body).toEqual({
      message: 'Short Part No. cannot be changed on an existing row',
    });
  });
});
