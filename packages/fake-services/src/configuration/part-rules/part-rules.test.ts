import { filledFrom, type InputOf, messages, multipartForm, PartMapping, partRulesMessages } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workbookFile } from '../../import/workbook-file.js';
import { startSignedInPlant } from '../../testing.js';

/** XREF parts of JRZ1 without a component code, and of JRZ3 without a FORD alert. */
let approvable: string[];
let alertable: { sewS_PART_NO: string; sewS_DESIGN_LEVEL: string }[];

/** Parts of a plant's XREF that a master has no row for yet (the master's rows name real parts). */
async function partsWithout(master: 'ComponentCodeMaster' | 'FORDAlertMaster', plantid: string, n: number) {
  const rows = await client.call(`configuration.${master}.list`, { plantid, take: 5000 }, { token: admin });
  const used = new Set((rows.body.data as { sewsPartNo: string }[]).map((r) => r.sewsPartNo));
  const xref = await client.call('configuration.XREFMaintenance.list', { plantid, take: 500 }, { token: admin });
  return (xref.body.data as { sewS_PART_NO: string; sewS_DESIGN_LEVEL: string }[])
    .filter((p) => !used.has(p.sewS_PART_NO))
    .slice(0, n);
}

const plant = await startSignedInPlant(['admin', 'planner']);
const { client, admin, planner } = plant;
beforeAll(async () => {
  approvable = (await partsWithout('ComponentCodeMaster', 'JRZ1', 2)).map((p) => p.sewS_PART_NO);
  alertable = await partsWithout('FORDAlertMaster', 'JRZ3', 2);
  // Seeding every server's plant takes a while on a busy machine.
}, 60_000);
afterAll(() => plant.close());

type Code = Record<string, unknown> & { id: number };
async function componentCode(sewsPartNo: string): Promise<Code> {
  const found = await client.call(
    'configuration.ComponentCodeMaster.list',
    { plantid: 'JRZ1', filter: ['sewsPartNo', '=', sewsPartNo] },
    { token: admin },
  );
  return found.body.data[0] as Code;
}
const insert = (token: string, rows: InputOf<'configuration.ComponentCodeMaster.insert'>) =>
  client.call('configuration.ComponentCodeMaster.insert', rows, { token });
const update = (token: string, rows: InputOf<'configuration.ComponentCodeMaster.update'>) =>
  client.call('configuration.ComponentCodeMaster.update', rows, { token });

describe('component code approvals', () => {
  it('lists the approve groups from the parameter master', async () => {
    const groups = await client.call('configuration.ComponentCodeMaster.approvalGroupCodes', {}, { token: planner });
    expect(groups.body).toEqual({ deApproveGroup: ['SUPER', 'DESIGN'], qaApproveGroup: ['SUPER', 'QUALITY'] });
  });

  it('keeps a new row modified until DE and QA approve it, and records who approved', async () => {
    const row = { plantId: 'JRZ1', sewsPartNo: approvable[0]!, componentCode: 'CC-1', customerCode: 'FORD' };
    expect((await insert(planner, [row])).status).toBe(200);
    const added = await componentCode(approvable[0]!);
    expect(added).toMatchObject({ isModified: true, deApproval: false, qaApproval: false, deApprovedBy: null });

    expect((await update(admin, [{ ...added, deApproval: true }])).status).toBe(200);
    const half = await componentCode(approvable[0]!);
    expect(half).toMatchObject({ deApproval: true, deApprovedBy: 'admin', isModified: true });

    expect((await update(admin, [{ ...half, qaApproval: true }])).status).toBe(200);
    expect(await componentCode(approvable[0]!)).toMatchObject({
      deApproval: true,
      qaApproval: true,
      deApprovedBy: 'admin',
      qaApprovedBy: 'admin',
      isModified: false,
    });
  });

  it('refuses an approval change from a group outside the approve groups, and saves nothing of that call', async () => {
    const row = await componentCode(approvable[0]!);
    const refused = await update(planner, [
      { ...row, componentCode: 'CC-9' },
      { ...row, deApproval: false },
    ]);
    expect(refused).toEqual({ status: 403, body: { message: partRulesMessages.deApprovalDenied } });
    const qa = await update(planner, [{ ...row, qaApproval: false }]);
    expect(qa.body.message).toBe(partRulesMessages.qaApprovalDenied);
    expect((await componentCode(approvable[0]!)).componentCode).toBe(row.componentCode);
  });

  it('withdraws both approvals when the codes of an approved row change, and shows it modified', async () => {
    const row = await componentCode(approvable[0]!);
    // The planner may not approve, but may change the code: that is what needs approval again.
    expect((await update(planner, [{ ...row, componentCode: 'CC-1B' }])).status).toBe(200);
    expect(await componentCode(approvable[0]!)).toMatchObject({
      componentCode: 'CC-1B',
      deApproval: false,
      qaApproval: false,
      deApprovedBy: null,
      qaApprovedBy: null,
      isModified: true,
    });
  });

  it("gives a SEWS part's customer code and the plant's supplier code at that customer", async () => {
    const [part] = (
      await client.call(
        'configuration.ComponentCodeMaster.sewsPartNumbers',
        { plantid: 'JRZ1', take: 1, filter: ['customerId', '=', 'FORD'] },
        { token: planner },
      )
    ).body.data;
    const codes = await client.call(
      'configuration.ComponentCodeMaster.sewsPartNumber',
      { plantid: 'JRZ1', id: part!.sewS_PART_NO },
      { token: planner },
    );
    expect(codes.body).toEqual({ customrCode: 'FORD', supplierId: 'SJ1FO' });
  });
});

describe('part mapping lookups', () => {
  it('pages the short parts five at a time and fills a chosen one from the XREF', async () => {
    const page = await client.call(
      'configuration.PartMappingMaster.sourceShortParts',
      { plantId: 'JRZ1', skip: 0, take: 5, requireTotalCount: true, searchValue: 'A0' },
      { token: planner },
    );
    expect(page.body.data).toHaveLength(5);
    const first = page.body.data[0]!;
    expect(Object.keys(first).sort()).toEqual(
      ['customerId', 'id', 'plantId', 'sewS_DESIGN_LEVEL', 'sewS_PART_NO', 'shorT_PART_NO'].sort(),
    );
    const short = first.shorT_PART_NO!;
    const detail = await client.call(
      'configuration.PartMappingMaster.destinationShortPart',
      { plantId: 'JRZ1', destinationShortPartNumber: short },
      { token: planner },
    );
    expect(detail.body[0]).toMatchObject({
      shortPartNo: short,
      sewsPartNo: first.sewS_PART_NO,
      labelFormat: expect.stringMatching(/^\w{1,6}$/),
    });
    const unknown = await client.call(
      'configuration.PartMappingMaster.sourceShortPart',
      { plantId: 'JRZ1', sourceShortPartNumber: '9ZZZ' },
      { token: planner },
    );
    expect(unknown.body).toEqual([]);
  });

  it("answers what a picked short part fills before the save, through the spec's short part calls; a custom source short part keeps what was typed", async () => {
    const [part] = (
      await client.call(
        'configuration.PartMappingMaster.destinationShortParts',
        { plantId: 'JRZ1', take: 1 },
        { token: planner },
      )
    ).body.data;
    const short = part!.shorT_PART_NO!;
    // What the grid fills: the entity's lookup applied to the records the service names.
    const fill = async (field: 'sourceShortPartNo' | 'destShortPartNo', code: string) => {
      const records =
        field === 'sourceShortPartNo'
          ? await client.call(
              'configuration.PartMappingMaster.sourceShortPart',
              { plantId: 'JRZ1', sourceShortPartNumber: code },
              { token: planner },
            )
          : await client.call(
              'configuration.PartMappingMaster.destinationShortPart',
              { plantId: 'JRZ1', destinationShortPartNumber: code },
              { token: planner },
            );
      return filledFrom(PartMapping.fields[field].lookup, records.body, { plantId: 'JRZ1', [field]: code });
    };
    expect(await fill('sourceShortPartNo', short)).toEqual({
      sourceSewsPartNo: part!.sewS_PART_NO,
      sourceSewsDesignLevel: part!.sewS_DESIGN_LEVEL,
    });
    expect(await fill('sourceShortPartNo', '9ZZZ')).toEqual({});
    expect(await fill('destShortPartNo', short)).toEqual({
      destSewsPartNo: part!.sewS_PART_NO,
      destSewsDesignLevel: part!.sewS_DESIGN_LEVEL,
      destLabelFormat: expect.stringMatching(/^\w{1,6}$/),
    });
    expect(await fill('destShortPartNo', '9ZZZ')).toEqual({
      destSewsPartNo: null,
      destSewsDesignLevel: null,
      destLabelFormat: null,
    });
  });

  it("gives a part its customer group's standard harness format, through the customer table (TOYOTA is TMNA)", async () => {
    const page = await client.call(
      'configuration.PartMappingMaster.sourceShortParts',
      { plantId: 'JRZ1', take: 1, filter: ['customerId', '=', 'TOYOTA'] },
      { token: planner },
    );
    const part = page.body.data[0];
    expect(part?.customerId).toBe('TOYOTA');
    const short = part?.shorT_PART_NO ?? '';
    const detail = await client.call(
      'configuration.PartMappingMaster.destinationShortPart',
      { plantId: 'JRZ1', destinationShortPartNumber: short },
      { token: planner },
    );
    expect(detail.body.find((p) => p.sewsPartNo === part?.sewS_PART_NO)?.labelFormat).toBe('HL01');
  });
});

describe('FORD alert uploads over multipart/form-data', () => {
  /** A body the request builder would never make: two files, or JSON. */
  const url = () => `${plant.url}/configuration/FordAlertMaster/Import`;
  const post = (token: string, body: FormData | string, type?: string) =>
    fetch(url(), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}) },
      body,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));

  it('imports a workbook, then delete all empties the plant', async () => {
    const file = await workbookFile(
      'alerts.xlsx',
      ['SEWS Part No.', 'Design Level', 'Alert 1'],
      [...alertable.map((p) => [p.sewS_PART_NO, p.sewS_DESIGN_LEVEL, 'CHECK CPA'])],
    );
    expect(
      await client.call('configuration.FORDAlertMaster.import', { plantid: 'JRZ3', file }, { token: planner }),
    ).toEqual({
      status: 200,
      body: { message: partRulesMessages.imported(2) },
    });
    const count = async () =>
      (
        await client.call(
          'configuration.FORDAlertMaster.list',
          { plantid: 'JRZ3', requireTotalCount: true, take: 1 },
          { token: admin },
        )
      ).body.totalCount;
    const before = await count();
    expect(before).toBeGreaterThan(2);
    const forbidden = await client.call(
      'configuration.FORDAlertMaster.deleteAll',
      { plantId: 'JRZ3' },
      { token: planner },
    );
    expect(forbidden).toEqual({ status: 403, body: { message: messages.forbidden } });
    const deleted = await client.call('configuration.FORDAlertMaster.deleteAll', { plantId: 'JRZ3' }, { token: admin });
    expect(deleted.body).toEqual({ message: partRulesMessages.deletedAll(before!) });
    expect(await count()).toBe(0);
  });

  it('takes exactly one file, sent as multipart', async () => {
    const file = await workbookFile('alerts.xlsx', ['SEWS Part No.'], [['82111-UP003']]);
    const two = multipartForm({ plantid: 'JRZ1', file });
    two.append('other', new Blob([file.content]), 'second.xlsx');
    expect(await post(planner, two)).toEqual({ status: 400, body: { message: partRulesMessages.singleFile } });
    const json = JSON.stringify({ plantid: 'JRZ1' });
    expect((await post(planner, json, 'application/json')).status).toBe(400);
    const csv = { plantid: 'JRZ1', file: { ...file, name: 'alerts.csv' } };
    const refused = await client.call('configuration.FORDAlertMaster.import', csv, { token: planner });
    expect(refused.body.message).toContain(partRulesMessages.onlyExcel);
  });
});
