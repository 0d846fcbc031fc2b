import { z } from 'zod';
import { defineCall } from '../../call.js';
import { saveReply } from '../../grid/batch.js';
import { defineEntity } from '../../grid/entity.js';
import { loadOptions } from '../../grid/load-options.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { adminMasterMessages } from './messages.js';

const SCREEN = 'AccountCalendar';
const MODULE = 'ConfigurationMasters';
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const yearMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The year of a 'yyyy-MM' month; years before the current one are read-only (spec 3 section 4). */
export const yearOfMonth = (yearMonth: string) => Number(yearMonth.slice(0, 4));
export const isPastYear = (year: number, now: Date = new Date()) => year < now.getFullYear();
/**
 * A month before the current one, of this year or an earlier one: it is past calendar data, which
 * is not added, changed or deleted ('[20260] Past Calendar Data not allowed to modify.', spec 3
 * section 5).
 */
export const isPastMonth = (yearMonth: string, now: Date = new Date()) =>
  yearMonth < `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

const validDate = (text: string) =>
  isoDate.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

type Issue = { field: 'yearMonth' | 'startDate' | 'endDate'; message: string };

/**
 * One accounting month (spec 3 sections 3 to 5): its year-month ('yyyy-MM', set on new rows only)
 * and the dates it runs from and to ('yyyy-MM-dd'). A year-month once; start not after end.
 */
export const AccountMonth = defineEntity({
  name: SCREEN,
  title: 'Account Calendar',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    yearMonth: { kind: 'text', label: 'Year Month', max: 7, required: true, key: true },
    startDate: { kind: 'text', label: 'Start Date', max: 10, required: true },
    endDate: { kind: 'text', label: 'End Date', max: 10, required: true },
  },
  unique: ['yearMonth'],
  defaultSort: [{ selector: 'yearMonth' }],
  checks: (row) => {
    const issues: Issue[] = [];
    if (row.yearMonth && !yearMonthPattern.test(row.yearMonth))
      issues.push({ field: 'yearMonth', message: 'Year Month must be yyyy-MM' });
    for (const field of ['startDate', 'endDate'] as const) {
      const v = row[field];
      if (v && !validDate(v)) issues.push({ field, message: 'Value must be a valid date' });
    }
    if (
      row.startDate &&
      row.endDate &&
      validDate(row.startDate) &&
      validDate(row.endDate) &&
      row.startDate > row.endDate
    )
      issues.push({ field: 'startDate', message: adminMasterMessages.startAfterEnd });
    return issues;
  },
});

const year = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
const read = { kind: 'screen', module: MODULE, screen: SCREEN, action: 'read' } as const;
export const accountCalendarGrid = masterGridCalls('configuration', MODULE, AccountMonth);

/** The calendar's calls (spec 3 section 7): years, a year's months, validate and generate, the grid by year. */
export const AccountCalendar = {
  ...accountCalendarGrid,
  // The grid shows one year's months: `year` is its scope (the months whose year-month is in it).
  list: { ...accountCalendarGrid.list, input: loadOptions(AccountMonth.columns, ['year']) },
  years: defineCall({
    service: 'configuration',
    method: 'GET',
    path: `${SCREEN}/years`,
    access: read,
    input: z.object({}),
    response: z.array(z.number().int()),
  }),
  yearMonths: defineCall({
    service: 'configuration',
    method: 'GET',
    path: `${SCREEN}/YearMonths`,
    access: read,
    input: year,
    response: z.array(z.string()),
  }),
  validate: defineCall({
    service: 'configuration',
    method: 'GET',
    path: `${SCREEN}/validate`,
    access: read,
    input: year,
    response: z.object({ isValid: z.boolean(), message: z.string() }),
  }),
  generateValues: defineCall({
    service: 'configuration',
    method: 'POST',
    path: `${SCREEN}/generatevalues`,
    access: { ...read, action: 'create' },
    query: ['year'],
    input: year,
    response: saveReply,
  }),
};
