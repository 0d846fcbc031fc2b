import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * The replies of mutations sent with an Idempotency-Key, per user: a repeat of the key gets the
 * stored reply and the work is not done again. `status` is null while the first attempt runs
 * (and stays null if the service stopped during it); `request` tells a reused key from a repeat.
 */
export const idempotentRequests = sqliteTable(
  'idempotent_request',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    /** Method, path and a hash of the body of the first request. */
    request: text('request').notNull(),
    status: integer('status'),
    reply: text('reply'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('idempotent_request_key').on(t.userId, t.key)],
);
