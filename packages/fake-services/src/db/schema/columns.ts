import { customType } from 'drizzle-orm/sqlite-core';

/**
 * Text that compares, sorts and is unique case-insensitively, as on the plants' SQL Server
 * (case-insensitive collation). Indexes on it also serve `=` and prefix LIKE.
 */
export const ciText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text COLLATE NOCASE',
});
