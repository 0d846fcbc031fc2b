import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Account Calendar: the dates each accounting month ('yyyy-MM') runs from and to. */
export const accountCalendar = sqliteTable('account_calendar', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  yearMonth: text('year_month').notNull().unique(),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
});
