import { ADMIN_SERVER, messages, NO_DOMAIN, type Registry, type TokenClaims } from '@fgss/contracts';
import { asc, eq } from 'drizzle-orm';
import type { CentralDb } from '../db/central.js';
import { domains, favouriteServers, servers, userDomains } from '../db/schema/central.js';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.js';
import type { HandlersOf } from '../http/handlers.js';
import {
  domainOf,
  findDomain,
  findServer,
  findUser,
  findUserByNameOrEmail,
  serverForSignIn,
  serverList,
  type User,
} from './directory.js';
import { changePassword, passwordMatches, startPasswordReset } from './passwords.js';
import { signInReply } from './sign-in.js';
import type { TokenSigner } from './tokens.js';

const saved = { message: messages.savedSuccessfully };

/** Profile calls change only the caller's own settings. */
function ownUser(db: CentralDb, caller: TokenClaims | null, username: string): User {
  if (!caller || caller.sub.toLowerCase() !== username.toLowerCase()) throw forbidden();
  const user = findUser(db, caller.sub);
  if (!user) throw unauthorized(`Unknown user '${caller.sub}'`);
  return user;
}

function knownDomain(db: CentralDb, name: string) {
  const domain = findDomain(db, name);
  if (!domain) throw badRequest(`Unknown domain '${name}'`);
  return domain;
}

/** Authentication service (spec 1 section 7, "Authentication"). */
export function authenticationHandlers(tokens: TokenSigner): HandlersOf<Registry['auth']> {
  return {
    authentication: {
      // The admin flag is the web's to act on (spec 1 section 4): it sees groupCode in userData.
      token: async (input, { central }) => {
        const server = serverForSignIn(central, input.servername);
        const domain = knownDomain(central, input.domain);
        const user = findUser(central, input.username);
        // A disabled account answers like a wrong password.
        if (!(await passwordMatches(user, input.password)) || !user?.enabled) {
          throw unauthorized(messages.invalidCredentials);
        }
        return signInReply(central, tokens, user, server, domain.name);
      },

      domains: async (_input, { central }) =>
        central.select({ name: domains.name }).from(domains).orderBy(asc(domains.name)).all(),

      // The sign-in page lists the typed user's favourites first (spec 1: servernames with an
      // optional username). An unknown user gets the plain list, like a user with no favourites.
      servernames: async (input, { central }) =>
        serverList(central, input.username ? findUser(central, input.username) : undefined),

      domainname: async (input, { central }) => {
        const server = findServer(central, input.servername);
        return { name: server ? domainOf(central, findUser(central, input.username)?.id, server.id) : NO_DOMAIN };
      },

      setDomainname: async (input, { central, user: caller }) => {
        const user = ownUser(central, caller, input.username);
        const server = findServer(central, input.server);
        if (!server) throw badRequest(`Unknown server '${input.server}'`);
        const domain = knownDomain(central, input.domain);
        central
          .insert(userDomains)
          .values({ userId: user.id, serverId: server.id, domainId: domain.id })
          .onConflictDoUpdate({ target: [userDomains.userId, userDomains.serverId], set: { domainId: domain.id } })
          .run();
        return saved;
      },

      defaultserver: async (input, { central, user: caller }) => {
        return serverList(central, ownUser(central, caller, input.username));
      },

      setDefaultserver: async (input, { central, user: caller }) => {
        const user = ownUser(central, caller, input.userName);
        const ids = input.Zones.flatMap((zone) =>
          zone.Servers.map(({ Name }) => {
            const server = findServer(central, Name);
            if (!server) throw badRequest(`Unknown server '${Name}'`);
            return server.id;
          }),
        );
        central.transaction((tx) => {
          tx.delete(favouriteServers).where(eq(favouriteServers.userId, user.id)).run();
          for (const serverId of new Set(ids)) tx.insert(favouriteServers).values({ userId: user.id, serverId }).run();
        });
        return saved;
      },

      serverStatus: async (_input, { central }) =>
        central
          .select({ id: servers.id, zone: servers.zone, name: servers.name, enabled: servers.enabled })
          .from(servers)
          .orderBy(asc(servers.zone), asc(servers.name))
          .all(),

      setServerStatus: async (input, { central }) => {
        const server = central.select().from(servers).where(eq(servers.id, input.id)).get();
        if (!server) throw notFound(`Server ${input.id} does not exist`);
        // Disabling the central server would lock every administrator out of the admin login.
        if (server.name === ADMIN_SERVER.name && !input.enabled) {
          throw badRequest(`The central server ${ADMIN_SERVER.name} cannot be disabled`);
        }
        central.update(servers).set({ enabled: input.enabled }).where(eq(servers.id, input.id)).run();
        return saved;
      },

      // The same reply whether or not the user exists, so the call tells nobody who has an account.
      resetPassword: async (input, { central }) => {
        await startPasswordReset(central, findUserByNameOrEmail(central, input.username), input.servername);
        return { message: messages.resetSent };
      },

      changePassword: async (input, { central }) => {
        const server = serverForSignIn(central, input.servername);
        const user = findUser(central, input.username);
        await changePassword(central, user, input.oldPassword, input.newPassword);
        const changed = findUser(central, input.username) as User;
        return signInReply(central, tokens, changed, server, domainOf(central, changed.id, server.id));
      },

      session: async (_input, { user }) => ({ username: user?.sub ?? '' }),
    },
  };
}
