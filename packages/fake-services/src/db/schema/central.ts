import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from './columns.js';

/** Servers of the sign-in list; each has its own plant database file. */
export const servers = sqliteTable('servers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: ciText('name').notNull().unique(),
  zone: text('zone').notNull(),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  databaseName: text('database_name').notNull(),
  /** Label shown in the header next to the first name (e.g. 'QA'). */
  environment: text('environment').notNull(),
  version: text('version').notNull(),
});

/**
 * The company's plants, each on the one plant server that prints its serials: a plant id names
 * one plant company-wide, so a serial beginning with it belongs to that plant of that server.
 * Servers cannot read each other's plant databases; this list is how one knows the others' plants.
 */
export const companyPlants = sqliteTable('company_plants', {
  plantId: ciText('plant_id').primaryKey(),
  serverName: ciText('server_name')
    .notNull()
    .references(() => servers.name, { onDelete: 'cascade' }),
});

export const domains = sqliteTable('domains', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: ciText('name').notNull().unique(),
});

export const groups = sqliteTable('groups', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

/** What a group may do on one screen; a screen without a grant row is fully denied. */
export const groupGrants = sqliteTable(
  'group_grants',
  {
    groupCode: text('group_code')
      .notNull()
      .references(() => groups.code, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    screen: text('screen').notNull(),
    canRead: integer('can_read', { mode: 'boolean' }).notNull(),
    canCreate: integer('can_create', { mode: 'boolean' }).notNull(),
    canUpdate: integer('can_update', { mode: 'boolean' }).notNull(),
    canDelete: integer('can_delete', { mode: 'boolean' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupCode, t.module, t.screen] })],
);

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: ciText('username').notNull().unique(),
  email: ciText('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  employeeCode: text('employee_code').notNull(),
  manager: text('manager').notNull(),
  groupCode: text('group_code')
    .notNull()
    .references(() => groups.code),
  language: text('language').notNull().default('EN'),
  /** scrypt, see auth/passwords.ts; never leaves the service. */
  passwordHash: text('password_hash').notNull(),
  passwordExpiresAt: integer('password_expires_at', { mode: 'timestamp' }).notNull(),
  /** The password was issued by an administrator and must be changed at the first sign-in. */
  firstLogon: integer('first_logon', { mode: 'boolean' }).notNull().default(false),
  /** A disabled user cannot sign in, and the tokens already issued to them stop working. */
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  /** Carried in every token as `ver`; a password change raises it, which revokes older tokens. */
  tokenVersion: integer('token_version').notNull().default(0),
});

/** The domain a user signs in with on one server (GET/POST authentication/domainname). */
export const userDomains = sqliteTable(
  'user_domains',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverId: integer('server_id')
      .notNull()
      .references(() => servers.id, { onDelete: 'cascade' }),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serverId] })],
);

export const favouriteServers = sqliteTable(
  'favourite_servers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverId: integer('server_id')
      .notNull()
      .references(() => servers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serverId] })],
);

/** Codes mailed by a password reset; stored hashed, usable once, until they expire. */
export const passwordRecoveryCodes = sqliteTable('password_recovery_codes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp' }).notNull(),
  usedAt: integer('used_at', { mode: 'timestamp' }),
});

/** Mails the service would send; the fake plant keeps them here instead. */
export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp' }).notNull(),
});
