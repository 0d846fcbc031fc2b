import { z } from 'zod';
import { type CallDef, XLSX_TYPE } from './call.js';

/** A file reply's body as the contract describes it: a spreadsheet's bytes, never JSON. */
export const spreadsheet = z.string().meta({ format: 'binary', contentMediaType: XLSX_TYPE });

/** A call whose service answers a spreadsheet file (or a JSON error): the gateway streams it through. */
export type FileCall<I extends z.ZodType = z.ZodType> = CallDef<I, typeof spreadsheet, 'GET'> & { reply: 'file' };

/**
 * A GET that answers a file (spec: "returning a spreadsheet"); its input travels in the query.
 * Each sends the user's language: the spec writes it for the progress export, and its file names
 * and dates are day first for ES (spec 3 section 9), which a service learns only from it, as it
 * did from the browser's own Accept-Language.
 */
export function defineFileCall<I extends z.ZodType>(
  def: Omit<CallDef<I, typeof spreadsheet, 'GET'>, 'method' | 'response' | 'reply' | 'acceptLanguage'>,
): FileCall<I> {
  return { ...def, method: 'GET', response: spreadsheet, reply: 'file', acceptLanguage: true };
}

/**
 * The moment the user asked for an export, as the spec's exports send it: exportDate yyyy/MM/dd
 * and exportTime HH:mm:ss, which the file's 'Date: … Time: …' line shows.
 */
export const exportStamp = {
  exportDate: z
    .string()
    .regex(/^\d{4}\/\d{2}\/\d{2}$/, 'exportDate is yyyy/MM/dd')
    .optional(),
  exportTime: z
    .string()
    .regex(/^\d{2}:\d{2}(:\d{2})?$/, 'exportTime is HH:mm:ss')
    .optional(),
};
