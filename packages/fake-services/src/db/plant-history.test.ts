import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openPlant } from './plant.js';

describe('the plant database history', () => {
  it('refuses a data directory made with one migration history per schema folder, saying what to do', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fgss-old-')), 'FGSSMX01.db');
    const old = new Database(file);
    old.exec('CREATE TABLE __drizzle_migrations_customers (id INTEGER PRIMARY KEY, hash TEXT, created_at NUMERIC)');
    old.close();
    expect(() => openPlant(file)).toThrow(/made by an earlier version.*Delete the data directory/);
  });

  it('opens a new file with every table of the baseline and its triggers', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fgss-new-')), 'FGSSMX01.db');
    const { db, created } = openPlant(file);
    const names = (type: string) =>
      db.$client
        .prepare<[string], { name: string }>('SELECT name FROM sqlite_master WHERE type = ?')
        .all(type)
        .map((r) => r.name);
    expect(created).toBe(true);
    expect(names('table')).toEqual(expect.arrayContaining(['print_job', 'location_master_search', 'xref_search']));
    expect(names('trigger')).toEqual(expect.arrayContaining(['xref_part_label', 'shipment_part_box_insert']));
    db.$client.close();
  });
});
