import { messages, type PlantForm, type PlantRecord, partsMessages, type SaveReply } from '@fgss/contracts';
import { asc, eq, ne } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { plants } from '../../db/schema/parts/plants.js';
import { labelPrinters } from '../../db/schema/plant/label-printers.js';
import { badRequest, notFound } from '../../http/errors.js';

/** The label printers a plant's label printer is chosen from. */
export function listPrinters(db: PlantDb) {
  return db
    .select({
      printerName: labelPrinters.printerName,
      printerType: labelPrinters.PrinterType,
      model: labelPrinters.model,
    })
    .from(labelPrinters)
    .orderBy(asc(labelPrinters.printerName))
    .all();
}

export function readPlant(db: PlantDb, plantId: string): PlantRecord {
  const stored = db.select().from(plants).where(eq(plants.plantId, plantId)).get();
  if (!stored) throw notFound(partsMessages.plantNotFound);
  const { identifier, ...row } = stored;
  return { ...row, identIFier: identifier };
}

/**
 * Saves a plant's form. The label printer must be one of the server's printers; making a plant
 * primary makes it the server's only primary (active) plant.
 */
export function savePlant(db: PlantDb, plantId: string, form: PlantForm): SaveReply {
  readPlant(db, plantId);
  if (form.label_printer !== null) {
    const printer = db
      .select({ name: labelPrinters.printerName })
      .from(labelPrinters)
      .where(eq(labelPrinters.printerName, form.label_printer))
      .get();
    if (!printer) throw badRequest(partsMessages.printerNotFound);
  }
  db.$client.transaction(() => {
    if (form.primary_plant) db.update(plants).set({ primary_plant: false }).where(ne(plants.plantId, plantId)).run();
    db.update(plants).set(form).where(eq(plants.plantId, plantId)).run();
  })();
  return { message: messages.savedSuccessfully, statusText: 'OK' };
}
