import { messages, type SaveReply } from '@fgss/contracts';
import { and, eq } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { warehouseDestinations } from '../../db/schema/label-setup/index.js';
import type { Batch } from '../../grid/store.js';
import { badRequest } from '../../http/errors.js';
import { warehouseDestinationStore } from './stores.js';

type Row = { id: number; warehouse: string; destination: string };

/**
 * Every field of a warehouse destination is a key, fixed once the row exists: an update can only
 * send a row back unchanged, so it is checked and then has nothing to write (the generic store
 * has no column to set for it).
 */
function checkUnchanged(db: PlantDb, rows: Row[]): void {
  for (const row of rows) {
    const stored = db
      .select({ id: warehouseDestinations.id })
      .from(warehouseDestinations)
      .where(
        and(
          eq(warehouseDestinations.id, row.id),
          eq(warehouseDestinations.warehouse, row.warehouse),
          eq(warehouseDestinations.destination, row.destination),
        ),
      )
      .get();
    if (!stored) throw badRequest('Warehouse and destination cannot be changed on an existing row');
  }
}

export const warehouseDestinationWrites = {
  update: (db: PlantDb, rows: Row[]): SaveReply => {
    checkUnchanged(db, rows);
    return { message: messages.savedSuccessfully, statusText: 'OK' };
  },
  save: (db: PlantDb, batch: Batch<Partial<Row>, Row>): SaveReply => {
    checkUnchanged(db, batch.updated);
    return warehouseDestinationStore.save(db, { ...batch, updated: [] });
  },
};
