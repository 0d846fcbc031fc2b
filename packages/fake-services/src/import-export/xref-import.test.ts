import { type CallName, MESSAGE_LINE_BREAK, importExportMessages as m } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { workbookFile } from '../import/workbook-file.js';
import { type PlantClient, startTestPlant } from '../testing.js';

/**
 * Import XREF Data through HTTP: the upload starts a background job, Show Status follows it to
 * its summary, a part the plant has is updated and any other added, and one refused row saves
 * nothing of the file.
 */
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
let token: string;
const PLANT = 'JRZ1';
const HEADER = ['SEWS Part No.', 'SEWS Design Level', 'Short Part No.', 'Customer', 'Customer Part No.', 'Active'];

beforeAll(async () => {
  plant = await startTestPlant();
  client = plant.client;
  token = await client.signIn('admin');
}, 120_000);
afterAll(() => plant.close());

const send = async (name: CallName, input: Record<string, unknown>) =>
  // biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
  (await client.callUnchecked(name, input, { token })) as { status: number; body: any };
const xrefRows = async (part: string) =>
  (
    await send('configuration.XREFMaintenance.list', {
      plantid: PLANT,
      filter: ['sewS_PART_NO', 'startswith', part],
      take: 50,
    })
  ).body.data as Record<string, unknown>[];
/** Show Status once the job has finished, as the user reads it after clicking until it ends. */
const finished = () =>
  vi.waitFor(
    async () => {
      const status = await send('import.ImportXREFData.showStatus', {});
      expect(['done', 'refused', 'failed']).toContain(status.body.job?.state);
      return status.body as { message: string; job: Record<string, unknown> };
    },
    { timeout: 20_000, interval: 50 },
  );

describe('Import XREF Data', () => {
  it('adds new parts and updates the ones the plant has, then reports the summary', async () => {
    const [existing] = await xrefRows('');
    const file = await workbookFile('xref.xlsx', HEADER, [
      ['IMP-NEW-1', 'A', 'N001', 'FORD', 'F-1', 'Y'],
      ['imp-new-2', 'b', 'N002', null, null, 'N'],
      [existing?.sewS_PART_NO as string, existing?.sewS_DESIGN_LEVEL as string, 'UPD1', 'GM', 'G-9', 'Y'],
    ]);
    const started = await send('import.ImportXREFData.import', { plantId: PLANT, file });
    expect(started.status).toBe(200);
    expect(started.body.message).toBe(m.importStarted('xref.xlsx', PLANT));

    const status = await finished();
    expect(status.job).toMatchObject({ state: 'done', added: 2, updated: 1, refused: 0, rowsTotal: 3, rowsDone: 3 });
    const lines = status.message.split(MESSAGE_LINE_BREAK);
    expect(lines).toContain('Status: Completed');
    expect(lines).toEqual(expect.arrayContaining(['Added: 2', 'Updated: 1', 'Refused: 0']));

    expect(await xrefRows('IMP-NEW')).toMatchObject([
      { sewS_PART_NO: 'IMP-NEW-1', shorT_PART_NO: 'N001', customerId: 'FORD', activE_FLAG: true },
      { sewS_PART_NO: 'IMP-NEW-2', sewS_DESIGN_LEVEL: 'B', activE_FLAG: false },
    ]);
    const updated = (await xrefRows(existing?.sewS_PART_NO as string)).find(
      (r) => r.sewS_DESIGN_LEVEL === existing?.sewS_DESIGN_LEVEL,
    );
    expect(updated).toMatchObject({ id: existing?.id, shorT_PART_NO: 'UPD1', custPartNo: 'G-9' });
  });

  it('saves nothing of a file with a refused row, and names every refused row and why', async () => {
    const file = await workbookFile('bad.xlsx', HEADER, [
      ['IMP-BAD-1', 'A', 'B001', null, null, 'Y'],
      ['IMP-BAD-2', 'A', 'TOO-LONG', null, null, 'Y'],
      ['IMP-BAD-3', 'A', 'B003', null, null, 'maybe'],
      ['IMP-BAD-1', 'A', 'B004', null, null, 'N'],
    ]);
    expect((await send('import.ImportXREFData.import', { plantId: PLANT, file })).status).toBe(200);
    const status = await finished();
    expect(status.job).toMatchObject({ state: 'refused', added: 0, updated: 0, refused: 3 });
    expect(status.message.split(MESSAGE_LINE_BREAK)).toEqual(
      expect.arrayContaining([
        'Status: Refused: nothing was saved',
        'Refused: 3',
        'Row 3: Short Part No. must be at most 4 characters',
        'Row 4: Active must be Y or N',
        'Row 5: the part and design level of row 2 again',
      ]),
    );
    expect(await xrefRows('IMP-BAD')).toEqual([]);
  });

  it('refuses a file that is not a workbook in the job, and an unknown plant at once', async () => {
    const notWorkbook = { name: 'xref.xlsx', content: new TextEncoder().encode('not a workbook') };
    expect((await send('import.ImportXREFData.import', { plantId: PLANT, file: notWorkbook })).status).toBe(200);
    expect((await finished()).job).toMatchObject({ state: 'refused', rowsTotal: 0 });
    const unknown = await send('import.ImportXREFData.import', {
      plantId: 'NOPE',
      file: await workbookFile('x.xlsx', HEADER, [['P', 'A', 'S', null, null, 'Y']]),
    });
    expect(unknown.status).toBe(400);
  });
});
