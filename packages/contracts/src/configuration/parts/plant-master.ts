import { z } from 'zod';
import { defineCall } from '../../call.js';
import { saveReply } from '../../grid/batch.js';
import { pathParameter } from '../../input-safety.js';
import { plantOption } from '../../plants.js';
import { partsMessages } from './messages.js';

const access = (action: 'read' | 'update') =>
  ({ kind: 'screen', module: 'ConfigurationMasters', screen: 'PlantMaster', action }) as const;

const text = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.string().trim().max(max).nullable(),
  );

/**
 * The editable part of a plant (spec 1 section 3, "Plant"): the name (max 80, required: a blank
 * name on save gives 'Cannot Be Blank'), printers, the primary flag, the address lines, where the
 * harnesses are made and the labels printed, and the label printer chosen from the printers.
 */
export const plantForm = z.object({
  plant_nm: z
    .string({ error: partsMessages.plantNameBlank })
    .trim()
    .min(1, partsMessages.plantNameBlank)
    .max(80, 'Plant name must be at most 80 characters'),
  std_printer: text(80),
  primary_plant: z.boolean(),
  planT_ADDRESS1: text(80),
  planT_ADDRESS2: text(80),
  planT_ADDRESS3: text(80),
  planT_ADDRESS4: text(80),
  made_in: text(50),
  printed_in: text(50),
  label_printer: text(30),
});
export type PlantForm = z.infer<typeof plantForm>;

/** A plant as PlantMaster/{plantId} returns it; the identifier is read-only. */
export const plantRecord = plantForm.extend({ plantId: z.string(), identIFier: z.string() });
export type PlantRecord = z.infer<typeof plantRecord>;

export const printerOption = z.object({
  printerName: z.string(),
  printerType: z.string(),
  model: z.string().nullable(),
});

const plantId = pathParameter(z.string().min(1).max(10), 'Plant');

export const PlantMaster = {
  plants: defineCall({
    service: 'configuration',
    method: 'GET',
    path: 'PlantMaster/Plants',
    access: access('read'),
    input: z.object({}),
    response: z.array(plantOption),
  }),
  /** The label printers of the server, for the label printer selection. */
  printers: defineCall({
    service: 'configuration',
    method: 'GET',
    path: 'PlantMaster/Printers',
    access: access('read'),
    input: z.object({}),
    response: z.array(printerOption),
  }),
  plant: defineCall({
    service: 'configuration',
    method: 'GET',
    path: 'PlantMaster/{plantId}',
    access: access('read'),
    input: z.object({ plantId }),
    response: plantRecord,
  }),
  /** The spec does not show the save path; see docs/decisions.md. */
  save: defineCall({
    service: 'configuration',
    method: 'PUT',
    path: 'PlantMaster/{plantId}',
    access: access('update'),
    input: plantForm.extend({ plantId }),
    response: saveReply,
  }),
};
