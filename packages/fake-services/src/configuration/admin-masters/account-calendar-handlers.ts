import type { AccountCalendar, SaveReply } from '@fgss/contracts';
import type { Batch } from '../../grid/store.js';
import type { HandlerContext, HandlersOf } from '../../http/handlers.js';
import {
  calendarOfYear,
  calendarYears,
  checkCalendarBatch,
  generateYear,
  monthsOf,
  validateYear,
} from './account-calendar.js';
import { accountCalendarStore } from './stores.js';

type Months = Batch<Record<string, unknown>, Record<string, unknown>>;

/** Every write of the calendar, past-year rule first (one transaction in the store). */
const write = (batch: Months, { plant }: HandlerContext): SaveReply => {
  checkCalendarBatch(plant, batch as never);
  return accountCalendarStore.save(plant, batch as never);
};
const none: Months = { inserted: [], updated: [], deleted: [] };

export const accountCalendarHandlers: HandlersOf<typeof AccountCalendar> = {
  list: async (o, { plant }) => {
    return accountCalendarStore.load(plant, o, o.year === undefined ? [] : [calendarOfYear(o.year)]);
  },
  insert: async (rows, ctx) => write({ ...none, inserted: rows }, ctx),
  update: async (rows, ctx) => write({ ...none, updated: rows }, ctx),
  remove: async (rows, ctx) => write({ ...none, deleted: rows }, ctx),
  years: async (_input, { plant }) => calendarYears(plant),
  yearMonths: async ({ year }) => monthsOf(year),
  validate: async ({ year }, { plant }) => validateYear(plant, year),
  generateValues: async ({ year }, { plant }) => generateYear(plant, year),
};
