import { z } from 'zod';
import { defineCall } from '../../call.js';
import { labelPreview } from '../../demand/replies.js';

/**
 * What Check of a label format found on its sample label: a barcode that does not scan, or scans
 * as something else than its data; a character its symbology cannot encode; a field that does not
 * fit on the label; text the printer's font cannot print.
 */
export const labelCheckKinds = ['unreadable', 'misread', 'notEncodable', 'outside', 'unprintable'] as const;
export type LabelCheckKind = (typeof labelCheckKinds)[number];

export const labelCheckFinding = z.object({
  kind: z.enum(labelCheckKinds),
  /** The label's field, as its caption reads ('SERIAL (S)', 'Report Name'). */
  field: z.string(),
  message: z.string(),
});
export type LabelCheckFinding = z.infer<typeof labelCheckFinding>;

/** A sample label of the format as the plant lays it out, drawn, and what is wrong with it. */
export const labelCheckReply = z.object({
  ok: z.boolean(),
  findings: z.array(labelCheckFinding),
  preview: labelPreview,
});
export type LabelCheckReply = z.infer<typeof labelCheckReply>;

export const labelCheckMessages = {
  passed: 'The sample label fits, its text prints and every barcode scans as its data.',
  unreadable: (symbology: string, field: string, data: string) =>
    `The ${symbology} barcode of ${field} ('${data}') does not scan.`,
  misread: (symbology: string, field: string, read: string, data: string) =>
    `The ${symbology} barcode of ${field} scans as '${read}', not '${data}'.`,
  notEncodable: (symbology: string, ch: string, field: string) =>
    `'${ch}' cannot be encoded in a ${symbology} barcode: ${field} would not print.`,
  outside: (field: string, dots: string) => `${field} runs ${dots} dots past the edge of the label.`,
  unprintable: (ch: string, field: string) =>
    `'${ch}' in ${field} cannot be printed: the printer's font prints Latin-1 characters only.`,
} as const;

/**
 * POST {Screen}/Check: lays out, renders and scans a sample label of the format given as the
 * grid's row (saved or not), with the screen's read right. Not a call of the spec: ours.
 */
export function labelCheckCall<I extends z.ZodType>(screen: string, input: I) {
  return defineCall({
    service: 'configuration',
    method: 'POST',
    path: `${screen}/Check`,
    access: { kind: 'screen', module: 'ConfigurationMasters', screen, action: 'read' },
    input,
    response: labelCheckReply,
  });
}
