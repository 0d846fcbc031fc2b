import { customType, text } from 'drizzle-orm/sqlite-core';

/**
 * Text that compares, sorts and is unique case-insensitively, as on the plants' SQL Server
 * (case-insensitive collation). Indexes on it also serve `=` and prefix LIKE.
 */
export const ciText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text COLLATE NOCASE',
});

/** Who last inserted or changed a row (user id) and when (plant time): a row's change stamp. */
export const changeStamp = {
  updatedBy: text('updated_by'),
  updatedOn: text('updated_on'),
};
