import { z } from 'zod';
import { defineFileCall } from '../file-call.js';
import { readReport } from './kit.js';
import type { ReportIssue } from './rules/issues.js';

/** A report's spreadsheet export: GET {path} with the report's filters, answering a file. */
export function reportExport<F extends z.ZodRawShape>(
  screen: string,
  path: string,
  filters: F,
  rules?: (f: z.output<z.ZodObject<F>>) => ReportIssue[],
) {
  const input = z.object(filters).superRefine((f, ctx) => {
    for (const issue of rules?.(f as z.output<z.ZodObject<F>>) ?? [])
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
  return defineFileCall({ service: 'report', path, access: readReport(screen), input });
}
