import { type ArchiveRun, archiveMessages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { plantTime } from '../../clock.js';
import type { PlantDb } from '../../db/plant.js';
import { startSignedInPlant } from '../../testing.js';
import { ArchiveScheduler } from './archive-scheduler.js';

const plant = await startSignedInPlant(['admin']);
const { client, admin } = plant;
const db = plant.databases.plant('FGSSMX01') as PlantDb;
afterAll(() => plant.close());

const yearAgo = () => plantTime(new Date(new Date().setFullYear(new Date().getFullYear() - 1)));
const count = (sql: string, ...params: unknown[]) => (db.$client.prepare(sql).get(...params) as { n: number }).n;
const tables = ['harness_serial', 'box', 'pallet', 'master_label', 'shipment'];
const byTable = (run: ArchiveRun) =>
  Object.fromEntries(run.tables.map((t) => [t.sourceTableName, [t.moved, t.removed]]));
const summary = async (asn: string) =>
  (
    await client.call(
      'report.ArchiveSummary.search',
      { searchFilter: asn, reportOption: 'ASN', requireTotalCount: true },
      { token: admin },
    )
  ).body;
const run = (token: string) => client.call('configuration.ArchiveProcessConfiguration.run', {}, { token });

describe('the archive job', () => {
  let oldAsn: string;
  let before: Awaited<ReturnType<typeof summary>>;
  let first: ArchiveRun;

  it('is run on demand by SUPER users only', async () => {
    for (const user of ['planner', 'viewer']) {
      const reply = await run(await client.signIn(user, 'FGSSMX01'));
      expect(reply.status).toBe(403);
    }
    expect(count('SELECT count(*) AS n FROM shipment_archive')).toBe(0);
  });

  it('moves the month of shipments older than a year into the archive, table by table, and reports it', async () => {
    oldAsn = (
      db.$client
        .prepare("SELECT asn_number AS a FROM shipment WHERE status = 'shipped' AND ship_date < ? ORDER BY id")
        .get(yearAgo()) as { a: string }
    ).a;
    before = await summary(oldAsn);
    expect(before.totalCount).toBeGreaterThan(0);
    const recent = count('SELECT count(*) AS n FROM box WHERE printed_at >= ?', yearAgo());

    const reply = await run(admin);
    expect(reply.status).toBe(200);
    first = reply.body;
    expect(first.runBy).toBe('admin');
    expect(first.tables.map((t) => t.sourceTableName)).toEqual([
      'HARNESS_SERIAL',
      'BOX',
      'PALLET',
      'MASTER_LABEL',
      'SHIPMENT',
    ]);
    for (const t of first.tables) expect(t).toMatchObject({ removed: 0, error: null, moved: expect.any(Number) });
    expect(first.tables.every((t) => t.moved > 0)).toBe(true);
    expect(reply.body.message).toBe(archiveMessages.runDone(first.moved, 0));
    for (const table of tables) {
      const moved = first.tables.find((t) => t.sourceTableName === table.toUpperCase())?.moved;
      expect(count(`SELECT count(*) AS n FROM ${table}_archive WHERE archived_by = 'admin'`)).toBe(moved);
    }
    expect(count("SELECT count(*) AS n FROM shipment WHERE status = 'shipped' AND ship_date < ?", yearAgo())).toBe(0);
    expect(count('SELECT count(*) AS n FROM box WHERE printed_at >= ?', yearAgo())).toBe(recent);
    const last = await client.call('configuration.ArchiveProcessConfiguration.lastRun', {}, { token: admin });
    expect(last.body.run).toEqual({ ...first, message: undefined, id: first.id });
  });

  it('leaves Archive Summary finding the archived ASN, its labels and its lookups as before', async () => {
    expect(await summary(oldAsn)).toEqual(before);
    const harness = before.data[0]?.harness as string;
    const byHarness = await client.call(
      'report.ArchiveSummary.search',
      { searchFilter: harness, reportOption: 'HRNS' },
      { token: admin },
    );
    expect(byHarness.body.data).toEqual(before.data);
    const lookup = await client.call(
      'report.ArchiveSummary.asnNumbers',
      { searchValue: oldAsn, take: 10 },
      { token: admin },
    );
    expect(lookup.body.data.map((d) => d.value)).toEqual([oldAsn]);
    const boxes = await client.call(
      'report.ArchiveSummary.boxNumbers',
      { asnNumber: oldAsn, take: 50 },
      { token: admin },
    );
    expect(boxes.body.data.map((d) => d.value).sort()).toEqual([...new Set(before.data.map((r) => r.box))].sort());
  });

  it('moves nothing twice on a second run', async () => {
    const again = (await run(admin)).body;
    expect(again.moved).toBe(0);
    expect(again.tables.every((t) => t.moved === 0 && t.error === null)).toBe(true);
  });

  it('undoes only the table whose configuration cannot run, and runs the others', async () => {
    db.$client
      .prepare(
        "INSERT INTO archive_config (source_table_name, archive_days_months, remove_days_months, time_period, key_column, status) VALUES ('BOX', 0, 60, 'D', 'NO_SUCH_COLUMN', 'ACTIVE')",
      )
      .run();
    const reply = (await run(admin)).body;
    db.$client.prepare("DELETE FROM archive_config WHERE key_column = 'NO_SUCH_COLUMN'").run();
    const broken = reply.tables.filter((t) => t.error !== null);
    expect(broken).toEqual([expect.objectContaining({ sourceTableName: 'BOX', moved: 0, removed: 0 })]);
    expect(reply.tables).toHaveLength(6);
  });

  it('runs daily from the scheduler, once a day, and removes archived rows after the remove period', async () => {
    db.$client.prepare("UPDATE archive_config SET remove_days_months = 1, time_period = 'M'").run();
    db.$client.prepare('UPDATE archive_config SET archive_days_months = 12').run();
    let now = new Date();
    now.setHours(1, 0, 0, 0);
    const scheduler = new ArchiveScheduler(plant.databases, () => now);
    expect(scheduler.tick()).toEqual([]);

    const mx01 = () => scheduler.tick().find((r) => r.server === 'FGSSMX01')?.run;
    now = new Date(now.getFullYear(), now.getMonth() + 1, now.getDate(), 3);
    expect(mx01()).toMatchObject({ runBy: 'SCHEDULER', moved: 0, removed: 0 });
    expect(scheduler.tick()).toEqual([]);

    now = new Date(now.getFullYear(), now.getMonth() + 1, now.getDate() + 1, 3);
    const removing = mx01();
    expect(removing?.removed).toBe(first.moved);
    expect(removing && byTable(removing).SHIPMENT?.[1]).toBeGreaterThan(0);
    expect(count('SELECT count(*) AS n FROM shipment_archive')).toBe(0);
    expect((await summary(oldAsn)).totalCount).toBe(0);
  });
});
