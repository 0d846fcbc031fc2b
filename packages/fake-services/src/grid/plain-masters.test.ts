import { defineEntity, messages, plainMasterCalls, plainMasters } from '@fgss/contracts';
import Database from 'better-sqlite3';
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from 'drizzle-kit/api';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { codes } from '../contract/samples/kit.js';
import { entitySample } from '../contract/samples/plain-masters.js';
import { entityTable } from '../db/entity-table.js';
import type { PlantDb } from '../db/plant.js';
import { knownErrorReply } from '../http/errors.js';
import type { HandlerContext } from '../http/handlers.js';
import { gridHandlers } from './handlers.js';
import { GridStore } from './store.js';

/** A throwaway plain master: what a new one declares, and all the fake plant is given. */
const ShiftNote = defineEntity({
  name: 'ShiftNoteMaster',
  title: 'Shift Note Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    noteCd: { kind: 'text', label: 'Note Code', max: 10, required: true, upper: true, key: true },
    noteText: { kind: 'text', label: 'Note Text', max: 40, required: true },
    shiftNo: { kind: 'int', label: 'Shift', min: 1, max: 3 },
    active: { kind: 'bool', label: 'Active' },
  },
  unique: ['noteCd'],
  defaultSort: [{ selector: 'noteCd' }],
});
const calls = plainMasterCalls('configuration', 'ConfigurationMasters', ShiftNote);
const table = entityTable(ShiftNote);
const grid = gridHandlers(new GridStore(ShiftNote, table as never));

let db: PlantDb;
let ctx: HandlerContext;

/** The table as the generic domain's migration creates it: drizzle-kit's SQL from the entity's table. */
beforeEach(async () => {
  const empty = await generateSQLiteDrizzleJson({});
  const ddl = await generateSQLiteMigration(empty, await generateSQLiteDrizzleJson({ table }));
  const sqlite = new Database(':memory:');
  for (const statement of ddl) sqlite.exec(statement);
  db = drizzle(sqlite) as unknown as PlantDb;
  ctx = { plant: db } as HandlerContext;
});

const rows = async (input: Record<string, unknown> = {}) =>
  (await grid.list(calls.list.input.parse(input), ctx)).data as Record<string, unknown>[];
const insert = (...noteCds: string[]) =>
  grid.insert(calls.insert.input.parse(noteCds.map((noteCd) => ({ noteCd, noteText: `Note ${noteCd}` }))), ctx);

/** What a caller gets for a write that fails: the route's reply for the error. */
async function refusal(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (e) {
    return knownErrorReply(e as Error);
  }
  throw new Error('expected the write to fail');
}

describe('a plain master made from its entity', () => {
  it('is found in the registry tree by its calls', () => {
    expect(plainMasters({ configuration: { ShiftNoteMaster: calls } })).toEqual([ShiftNote]);
  });

  it('gets a table named after it, with a column per field', () => {
    const columns = Object.values(table).filter((c) => typeof c === 'object' && c && 'name' in c);
    expect(columns.map((c) => (c as { name: string }).name)).toEqual(
      expect.arrayContaining(['id', 'note_cd', 'note_text', 'shift_no', 'active']),
    );
    expect(db.$client.prepare(`select name from sqlite_master where name = 'shift_note_master'`).get()).toBeTruthy();
  });

  it('lists, saves, updates, filters, sorts and deletes', async () => {
    await insert('b1', 'a1', 'c1');
    expect((await rows()).map((r) => r.noteCd)).toEqual(['A1', 'B1', 'C1']);
    const [a1] = await rows({ filter: ['noteCd', '=', 'a1'] });
    await grid.update(calls.update.input.parse([{ ...a1, noteText: 'Changed', shiftNo: 2 }]), ctx);
    expect(await rows({ filter: ['noteText', 'contains', 'chang'] })).toMatchObject([{ noteCd: 'A1', shiftNo: 2 }]);
    await grid.remove(calls.remove.input.parse([{ id: a1?.id }]), ctx);
    expect((await rows({ sort: [{ selector: 'noteCd', desc: true }] })).map((r) => r.noteCd)).toEqual(['C1', 'B1']);
  });

  it("refuses a duplicate key, whatever its case, with the spec's message, and saves nothing of the call", async () => {
    await insert('A1');
    expect(await refusal(() => insert('B1', 'a1'))).toEqual({ status: 409, body: { message: messages.recordExists } });
    expect((await rows()).map((r) => r.noteCd)).toEqual(['A1']);
  });

  it('keeps lengths and ranges in the table itself, not only in the input schema', () => {
    const write = (noteCd: string, shiftNo: number) =>
      db.$client
        .prepare('insert into shift_note_master (note_cd, note_text, shift_no) values (?, ?, ?)')
        .run(noteCd, 'x', shiftNo);
    expect(() => write('TOO-LONG-CODE', 1)).toThrow(/CHECK constraint failed/);
    expect(() => write('OK', 4)).toThrow(/CHECK constraint failed/);
    expect(write('OK', 3).changes).toBe(1);
    expect(calls.insert.input.safeParse([{ noteCd: 'TOO-LONG-CODE', noteText: 'x' }]).error?.issues[0]?.message).toBe(
      'Note Code must be at most 10 characters',
    );
  });

  it('has call samples made from the entity that the calls accept', async () => {
    const sample = entitySample(ShiftNote);
    const k = { code: codes('S') } as Parameters<typeof sample.newRow>[0];
    const row = await sample.newRow(k);
    await grid.insert(calls.insert.input.parse([row]), ctx);
    const [stored] = await rows();
    expect(sample.key).toEqual(['noteCd']);
    const edited = sample.edit(stored as Record<string, unknown>);
    await grid.update(calls.update.input.parse([edited]), ctx);
    expect(await rows()).toMatchObject([{ noteCd: String(row.noteCd), noteText: 'Sample (edited)' }]);
  });

  it('asks for a sample of its own where none can be made: a master without a unique key', () => {
    expect(() => entitySample({ ...ShiftNote, unique: [] } as never)).toThrow(/no unique key/);
  });
});
