import { z } from 'zod';
import { defineCall } from '../call.js';
import { loadOptions } from '../grid/load-options.js';
import { plantCalls } from '../plants.js';
import { col, dateRange, plantID, text } from '../report/kit.js';
import { dateWindows } from '../report/rules/date-window.js';
import { requiredDates } from '../report/rules/issues.js';
import { DOI_MODULE, doiAccess, doiMode } from './doi-maintenance.js';

const SCREEN = 'DOIReport';
const { skip, take, requireTotalCount } = loadOptions([]).shape;

/** Each DOI action with its control no, user and time. */
const row = {
  plantId: col.text,
  harnessSerialNo: col.text,
  sewsPartNo: col.text,
  designChange: col.text,
  shortPartNo: col.text,
  controlNo: col.text,
  option: col.text,
  userId: col.text,
  actionDate: col.text,
};

export const doiReport = {
  title: 'DOI Report',
  window: dateWindows.doi,
  columns: Object.keys(row) as (keyof typeof row)[],
  rules: (f: { dateFrom?: string; dateTo?: string }) => requiredDates(f, dateWindows.doi),
} as const;

/** DOI Report (spec 2 section 2, spec 3 section 5): at most 185 days, by plant, mode and control no. */
export const DOIReport = {
  ...plantCalls('doi', DOI_MODULE, SCREEN),
  search: defineCall({
    service: 'doi',
    method: 'GET',
    path: SCREEN,
    access: doiAccess(SCREEN, 'read'),
    input: z
      .object({ plantID, option: doiMode.optional(), controlNo: text(15), ...dateRange, skip, take, requireTotalCount })
      .superRefine((f, ctx) => {
        for (const issue of doiReport.rules(f))
          ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }),
    response: z.object({ data: z.array(z.object(row)), totalCount: z.number().int().optional() }),
  }),
};
