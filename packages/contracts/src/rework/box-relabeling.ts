import { z } from 'zod';
import { defineCall } from '../call.js';
import { fromJson } from '../grid/load-options.js';
import { plantCalls } from '../plants.js';
import { plantId, REWORK_MODULE, reworkAccess } from './access.js';
import { HARNESS_OPTIONS, HARNESS_TYPES, REWORK_LIMITS, reworkMessages } from './rules.js';

/**
 * Box Relabeling and No-box Relabeling (spec 2 sections 3, 5 and 7). Box: the harnesses of an
 * old box go to a new box, each under a new harness label (WITH HARNESS) or as they are
 * (WITHOUT HARNESS). No-box: harness labels are packed into a box label that holds none yet
 * (WITH HARNESS), or only the box is recorded (WITHOUT HARNESS).
 */
export const harnessOption = z.enum(HARNESS_OPTIONS, { message: reworkMessages.harnessOptionRequired });
const serial = z.string().trim().max(REWORK_LIMITS.harnessSerial);
const label = (max: number) => z.string().trim().min(1, reworkMessages.cannotBeBlank).max(max);
const boxLabel = label(REWORK_LIMITS.boxLabel);
const noBoxLabel = label(REWORK_LIMITS.noBoxLabel);
const newBoxLabel = z.string().trim().min(1, reworkMessages.invalidBoxSerial).max(REWORK_LIMITS.boxLabel);
/** The other rows' destinations (JSON in the query), for the short part and duplicate checks. */
const others = z.preprocess(fromJson, z.array(serial).max(REWORK_LIMITS.quantity.max)).optional();
const quantity = z.coerce
  .number({ message: reworkMessages.quantityRequired })
  .int(reworkMessages.quantityInvalid)
  .min(REWORK_LIMITS.quantity.min, reworkMessages.quantityInvalid)
  .max(REWORK_LIMITS.quantity.max, reworkMessages.quantityInvalid);

/** A row of the editable grid: only destHarnessSno is editable. */
export const relabelRow = z.object({
  id: z.string(),
  sourceHarnessSno: z.string().nullable(),
  destHarnessSno: z.string().nullable(),
  sewsPartNo: z.string().nullable(),
  sewsDesignLevel: z.string().nullable(),
  shortPartNo: z.string().nullable(),
  custCode: z.string().nullable(),
});
export type RelabelRow = z.infer<typeof relabelRow>;
/** A box relabel's grid row: a saved record's row names the new box, so that the record reopens whole. */
export const boxRelabelRow = relabelRow.extend({ boxLabelNew: z.string().nullable() });
export type BoxRelabelRow = z.infer<typeof boxRelabelRow>;

export const isValidReply = z.object({ isValid: z.boolean(), message: z.string() });
/**
 * A no-box destination's check: also what the plant knows of a valid harness, for its row (ours,
 * optional: a service that sends only the spec's two fields leaves the row's part empty).
 */
const noBoxIsValidReply = isValidReply.extend({
  harness: relabelRow.pick({ sewsPartNo: true, sewsDesignLevel: true, shortPartNo: true, custCode: true }).optional(),
});
export const messageReply = z.object({ message: z.string() });
/** A box's quantity, or the reason it has none (shown as the server message). */
const quantityReply = z.union([z.number().int(), z.string()]);
const savedRows = z
  .array(z.object({ id: z.string(), destHarnessSno: serial.min(1, reworkMessages.cannotBeBlank) }))
  .max(REWORK_LIMITS.quantity.max)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const key = r.destHarnessSno.toUpperCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'destHarnessSno'], message: reworkMessages.recordExist });
      seen.add(key);
    });
  });

const call = <I extends z.ZodType, R extends z.ZodType, const M extends 'GET' | 'POST' | 'DELETE'>(
  screen: string,
  method: M,
  path: string,
  action: 'read' | 'create' | 'update' | 'delete',
  input: I,
  response: R,
) => defineCall({ service: 'rework', method, path, access: reworkAccess(screen, action), input, response });

const NOBOX = 'NoboxRelabeling';
const NOBOX_PATH = 'NoBoxRelabeling';
const noBoxKey = {
  PlantId: plantId,
  BoxSNO: noBoxLabel,
  SourceHarness: z.enum(HARNESS_TYPES),
  HarnessOption: harnessOption,
};

export const NoboxRelabeling = {
  ...plantCalls('rework', REWORK_MODULE, NOBOX, NOBOX_PATH),
  quantity: call(
    NOBOX,
    'GET',
    `${NOBOX_PATH}/Quantity`,
    'read',
    z.object({ plantId, boxSNO: noBoxLabel }),
    quantityReply,
  ),
  list: call(
    NOBOX,
    'GET',
    NOBOX_PATH,
    'read',
    z.object({ plantId, boxSNO: noBoxLabel, harnessOption: harnessOption.optional() }),
    z.array(relabelRow),
  ),
  isValid: call(
    NOBOX,
    'GET',
    `${NOBOX_PATH}/IsValid`,
    'read',
    z.object({
      plantId,
      boxSNO: noBoxLabel,
      harnessOption,
      sourceHarness: z.enum(HARNESS_TYPES),
      destHarness: serial.min(1, reworkMessages.cannotBeBlank),
      others,
    }),
    noBoxIsValidReply,
  ),
  /** Saving relabel rows (path not shown by the spec): creates the box's relabel record. */
  save: call(
    NOBOX,
    'POST',
    NOBOX_PATH,
    'create',
    z.object({ ...noBoxKey, QTY: quantity, rows: savedRows }).superRefine((r, ctx) => {
      if (r.HarnessOption === 'WITHOUT HARNESS' && r.SourceHarness === 'GPP')
        ctx.addIssue({
          code: 'custom',
          path: ['HarnessOption'],
          message: 'A GPP source is always relabeled WITH HARNESS.',
        });
      if (r.HarnessOption === 'WITH HARNESS' && r.rows.length !== r.QTY)
        ctx.addIssue({ code: 'custom', path: ['rows'], message: reworkMessages.harnessCountMismatch(r.QTY) });
    }),
    messageReply,
  ),
  /** Undoes the box's relabel record (switching WITH/WITHOUT HARNESS after a save). */
  delete: call(NOBOX, 'DELETE', NOBOX_PATH, 'delete', z.object(noBoxKey), messageReply),
};

const BOX = 'BoxRelabeling';
const boxKey = { PlantId: plantId, boxLabelOld: boxLabel, boxLabelNew: newBoxLabel, HarnessOption: harnessOption };

export const BoxRelabeling = {
  ...plantCalls('rework', REWORK_MODULE, BOX),
  quantity: call(BOX, 'GET', `${BOX}/Quantity`, 'read', z.object({ plantId, boxLabelOld: boxLabel }), quantityReply),
  /** Whether the new box label may take the old box's content ('[20126] Invalid Box Serial No.'). */
  check: call(
    BOX,
    'GET',
    `${BOX}/Check`,
    'read',
    z.object({ plantId, boxLabelOld: boxLabel, boxLabelNew: newBoxLabel }),
    isValidReply,
  ),
  list: call(BOX, 'GET', BOX, 'read', z.object({ plantId, boxLabelOld: boxLabel }), z.array(boxRelabelRow)),
  isValid: call(
    BOX,
    'GET',
    `${BOX}/IsValid`,
    'read',
    z.object({
      plantId,
      boxLabelOld: boxLabel,
      boxLabelNew: newBoxLabel,
      harnessOption,
      destHarness: serial.min(1, reworkMessages.cannotBeBlank),
      others,
    }),
    isValidReply,
  ),
  /** Saving relabel rows (path not shown by the spec): moves the box's content to the new box. */
  save: call(BOX, 'POST', BOX, 'update', z.object({ ...boxKey, rows: savedRows }), messageReply),
  delete: call(BOX, 'DELETE', BOX, 'delete', z.object(boxKey), messageReply),
};
