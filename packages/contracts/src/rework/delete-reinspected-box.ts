import { z } from 'zod';
import { defineCall } from '../call.js';
import { plantCalls } from '../plants.js';
import { plantId, REWORK_MODULE, reworkAccess } from './access.js';
import { messageReply } from './box-relabeling.js';
import { REWORK_LIMITS, reworkMessages } from './rules.js';

const SCREEN = 'DeleteReinspectedBox';
const PATH = 'DeleteReInspectedBox';
const label = z.string().trim().max(REWORK_LIMITS.boxLabel);

/** A harness a box relabel moved (WITHOUT HARNESS: the same serial on both sides). */
export const reinspectedRow = z.object({
  id: z.number().int(),
  oldHarnessSno: z.string().nullable(),
  oldSewsPartNo: z.string().nullable(),
  oldSewsDesign: z.string().nullable(),
  newHarnessSno: z.string().nullable(),
  newSewsPartNo: z.string().nullable(),
  newSewsDesign: z.string().nullable(),
});
export type ReinspectedRow = z.infer<typeof reinspectedRow>;

const labels = z
  .object({ plantId, boxLabelOld: label.optional(), boxLabelNew: label.optional() })
  .refine((o) => o.boxLabelOld || o.boxLabelNew, { message: reworkMessages.cannotBeBlankBox, path: ['boxLabelOld'] });

/** Delete Re-inspected Box (spec 2 sections 2, 3, 5 and 7). */
export const DeleteReinspectedBox = {
  ...plantCalls('rework', REWORK_MODULE, SCREEN, PATH),
  /** This screen's service answers the active plant as a list whose first item has its Id (spec 2 section 7). */
  activePlant: defineCall({
    service: 'rework',
    method: 'GET',
    path: `${PATH}/ActivePlant`,
    access: reworkAccess(SCREEN, 'read'),
    input: z.object({}),
    response: z.array(z.object({ Id: z.string() })),
  }),
  /** The new label of a relabeled old box, or the server's message. */
  boxSno: defineCall({
    service: 'rework',
    method: 'GET',
    path: `${PATH}/BoxSno`,
    access: reworkAccess(SCREEN, 'read'),
    input: z.object({ plantId, boxLabelOld: label.min(1, reworkMessages.cannotBeBlankBox) }),
    response: z.union([z.object({ newBoxLabel: z.string() }), messageReply]),
  }),
  list: defineCall({
    service: 'rework',
    method: 'GET',
    path: PATH,
    access: reworkAccess(SCREEN, 'read'),
    input: labels,
    response: z.array(reinspectedRow),
  }),
  /** Removes one record: the harness goes back to the old box (its new label leaves the new one). */
  delete: defineCall({
    service: 'rework',
    method: 'PUT',
    path: PATH,
    access: reworkAccess(SCREEN, 'delete'),
    input: z.object({
      id: z.coerce.number().int().positive(),
      PlantId: plantId,
      boxLabelOld: label,
      boxLabelNew: label,
    }),
    response: messageReply,
  }),
};
