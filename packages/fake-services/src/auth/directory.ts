import { NO_DOMAIN, type SessionClaims } from '@fgss/contracts';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { CentralDb } from '../db/central.js';
import { domains, favouriteServers, groupGrants, servers, userDomains, users } from '../db/schema/central.js';
import { badRequest } from '../http/errors.js';

/** Look-ups of the central database shared by the authentication calls. */
export type Server = typeof servers.$inferSelect;
export type User = typeof users.$inferSelect;

/**
 * The two look-ups every authenticated call makes (sessionIsCurrent), prepared once per database:
 * building the query and preparing its statement took longer than running it.
 */
const prepared = new WeakMap<CentralDb, ReturnType<typeof prepareLookups>>();
function prepareLookups(db: CentralDb) {
  return {
    server: db
      .select()
      .from(servers)
      .where(eq(servers.name, sql.placeholder('name')))
      .prepare(),
    user: db
      .select()
      .from(users)
      .where(eq(users.username, sql.placeholder('name')))
      .prepare(),
  };
}
function lookups(db: CentralDb) {
  const found = prepared.get(db) ?? prepareLookups(db);
  prepared.set(db, found);
  return found;
}

export const findServer = (db: CentralDb, name: string): Server | undefined => lookups(db).server.get({ name });

/** The server a sign-in names: it must exist and be enabled. */
export function serverForSignIn(db: CentralDb, name: string): Server {
  const server = findServer(db, name);
  if (!server) throw badRequest(`Unknown server '${name}'`);
  if (!server.enabled) throw badRequest(`Server ${server.name} is disabled`);
  return server;
}

export const findUser = (db: CentralDb, username: string): User | undefined => lookups(db).user.get({ name: username });

export const findUserByNameOrEmail = (db: CentralDb, text: string): User | undefined =>
  db
    .select()
    .from(users)
    .where(or(eq(users.username, text), eq(users.email, text)))
    .get();

export const findDomain = (db: CentralDb, name: string) =>
  db.select().from(domains).where(eq(domains.name, name)).get();

export const grantsOf = (db: CentralDb, groupCode: string) =>
  db.select().from(groupGrants).where(eq(groupGrants.groupCode, groupCode)).all();

/** The domain most users of a server sign in with; NODOMAIN when none is set. */
function usualDomain(db: CentralDb, serverId: number): string {
  const row = db
    .select({ name: domains.name, users: count() })
    .from(userDomains)
    .innerJoin(domains, eq(domains.id, userDomains.domainId))
    .where(eq(userDomains.serverId, serverId))
    .groupBy(domains.name)
    .orderBy(desc(count()), domains.name)
    .get();
  return row?.name ?? NO_DOMAIN;
}

/**
 * The domain the user signs in with on a server: their own choice, else the server's usual one.
 * An unknown user gets the usual one too, so the answer tells nobody who has an account.
 */
export function domainOf(db: CentralDb, userId: number | undefined, serverId: number): string {
  const row =
    userId === undefined
      ? undefined
      : db
          .select({ name: domains.name })
          .from(userDomains)
          .innerJoin(domains, eq(domains.id, userDomains.domainId))
          .where(and(eq(userDomains.userId, userId), eq(userDomains.serverId, serverId)))
          .get();
  return row?.name ?? usualDomain(db, serverId);
}

/**
 * A verified token still stands: its user exists, is enabled and has not changed the password
 * since (token version), and its server is enabled. Checked on every call, so revocation is immediate.
 */
export function sessionIsCurrent(db: CentralDb, claims: SessionClaims): boolean {
  const user = findUser(db, claims.sub);
  const server = findServer(db, claims.server);
  return !!user?.enabled && user.tokenVersion === claims.ver && !!server?.enabled;
}

/**
 * Enabled servers by zone and name, with the given user's favourites flagged (none when there is
 * no such user, so an unknown name answers like a user who has marked no favourites).
 */
export function serverList(db: CentralDb, favouritesOf: User | undefined) {
  const favourites = new Set(
    favouritesOf
      ? db
          .select({ id: favouriteServers.serverId })
          .from(favouriteServers)
          .where(eq(favouriteServers.userId, favouritesOf.id))
          .all()
          .map((f) => f.id)
      : [],
  );
  return db
    .select({ id: servers.id, name: servers.name, zone: servers.zone })
    .from(servers)
    .where(eq(servers.enabled, true))
    .orderBy(servers.zone, servers.name)
    .all()
    .map((s) => ({ ...s, isFavorite: favourites.has(s.id) }));
}
