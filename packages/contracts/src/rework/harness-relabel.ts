import { z } from 'zod';
import { defineCall } from '../call.js';
import { PRINT_RANGES } from '../demand/limits.js';
import { defaultPrinterReply, demandPrinterOption, printReply } from '../demand/replies.js';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../input-safety.js';
import { plantCalls } from '../plants.js';
import { noInput, plantId, REWORK_MODULE, reworkAccess } from './access.js';
import { HARNESS_TYPES, REWORK_LIMITS, relabelRowProblems, reworkMessages } from './rules.js';

const SCREEN = 'HarnessLabelRelabel';
/** The service path of the screen (spec 2 section 7: HarnessRelabel/...). */
const PATH = 'HarnessRelabel';
const read = reworkAccess(SCREEN, 'read');

const serial = z
  .string()
  .trim()
  .max(REWORK_LIMITS.harnessSerial)
  .refine((v) => !hasControlCharacter(v), CONTROL_CHARACTER_MESSAGE);
const boxSNO = z.string().trim().min(1, reworkMessages.cannotBeBlank).max(REWORK_LIMITS.boxLabel);
export const harnessType = z.enum(HARNESS_TYPES);

/** Relabel print request (spec 2 section 3): the destinations print, each linked to its source. */
export const relabelPrint = z
  .object({
    printerName: z.string().trim().min(1).max(30),
    quantity: z.number().int().min(1).max(REWORK_LIMITS.quantity.max),
    copies: z.number().int().min(PRINT_RANGES.copies.min).max(PRINT_RANGES.copies.max),
    speed: z.number().int().min(PRINT_RANGES.speed.min).max(PRINT_RANGES.speed.max),
    plantID: plantId,
    boxSNO,
    harnessType,
    harnessData: z
      .array(z.object({ sourceHarness: serial, destinationHarness: serial }))
      .min(1)
      .max(REWORK_LIMITS.quantity.max),
  })
  .superRefine((r, ctx) => {
    if (r.harnessData.length !== r.quantity)
      ctx.addIssue({ code: 'custom', path: ['harnessData'], message: reworkMessages.harnessCountMismatch(r.quantity) });
    relabelRowProblems(r.harnessData, r.harnessType).forEach((message, i) => {
      if (message) ctx.addIssue({ code: 'custom', path: ['harnessData', i], message });
    });
  });
export type RelabelPrintRequest = z.infer<typeof relabelPrint>;

const get = <I extends z.ZodType, R extends z.ZodType>(path: string, input: I, response: R) =>
  defineCall({ service: 'rework', method: 'GET', path: `${PATH}/${path}`, access: read, input, response });

export const HarnessLabelRelabel = {
  ...plantCalls('rework', REWORK_MODULE, SCREEN, PATH),
  printers: get('Printers', noInput, z.array(demandPrinterOption)),
  defaultPrinter: get('DefaultPrinter', z.object({ plantID: z.string().max(12).optional() }), defaultPrinterReply),
  printerSpeed: get('PrinterSpeed', noInput, z.number().int()),
  /** The number of harnesses in the box, or the reason there is none (a message). */
  getHarness: get('GetHarness', z.object({ plantID: plantId, boxSNO }), z.union([z.number().int(), z.string()])),
  /** '' when the serial is valid for its side, else the message to show. */
  checkValidData: get(
    'CheckValidData',
    z.object({
      plantID: plantId,
      boxSNO,
      sourceHarness: serial.min(1, reworkMessages.cannotBeBlank),
      destinationHarness: serial.optional(),
      harnessType,
      operationType: z.enum(['SOURCE', 'DESTINATION']),
    }),
    z.string(),
  ),
  /** Prints the destinations through the print-job pipeline and links each to its source. */
  print: defineCall({
    service: 'rework',
    method: 'POST',
    path: `${PATH}/Print`,
    access: reworkAccess(SCREEN, 'create'),
    input: relabelPrint,
    response: printReply,
    acceptLanguage: true,
  }),
};
