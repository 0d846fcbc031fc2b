import { modules } from '@fgss/contracts';
import { hashSecret } from '../auth/secrets.js';
import type { CentralDb } from '../db/central.js';
import * as t from '../db/schema/central.js';
import { DEMO_PASSWORD, type DemoGroup, demoServers, demoUsers } from '../demo.js';

const DAY_MS = 86_400_000;

/** Server details the sign-in reply shows in the footer and header. */
const serverDetails: Record<string, { databaseName: string; environment: string; version: string }> = {
  FGSSCENTRAL: { databaseName: 'FGSS_CENTRAL', environment: 'ADMIN', version: '4.2.0' },
  FGSSMX01: { databaseName: 'FGSS_JUAREZ', environment: 'PROD', version: '4.2.0' },
  FGSSUS01: { databaseName: 'FGSS_ELPASO', environment: 'QA', version: '4.2.1' },
  FGSSMX02: { databaseName: 'FGSS_CHIHUAHUA', environment: 'PROD', version: '4.1.7' },
};

/** What each group may do on every screen of every module. */
const groupRights: Record<DemoGroup, { description: string; create: boolean; update: boolean; delete: boolean }> = {
  SUPER: { description: 'Administrators', create: true, update: true, delete: true },
  PLANNER: { description: 'Shipping planners', create: true, update: true, delete: false },
  VIEWER: { description: 'Read-only users', create: false, update: false, delete: false },
};

interface UserDetails {
  lastName: string;
  employeeCode: string;
  manager: string;
  /** Days from the seed until the password expires; negative means already expired. */
  expiresInDays: number;
  firstLogon?: boolean;
  /** Server -> domain the user signs in with there. */
  domains?: Record<string, string>;
  favourites?: string[];
}

const userDetails: Record<string, UserDetails> = {
  admin: {
    lastName: 'Torres',
    employeeCode: 'E1001',
    manager: 'IT Director',
    expiresInDays: 365,
    domains: { FGSSCENTRAL: 'NODOMAIN', FGSSMX01: 'SEWSMX', FGSSUS01: 'SEWSNA' },
    favourites: ['FGSSCENTRAL', 'FGSSMX01'],
  },
  planner: {
    lastName: 'Ramirez',
    employeeCode: 'E2040',
    manager: 'Ana Torres',
    expiresInDays: 365,
    domains: { FGSSMX01: 'SEWSMX', FGSSUS01: 'SEWSNA' },
    favourites: ['FGSSMX01'],
  },
  viewer: {
    lastName: 'Garcia',
    employeeCode: 'E3112',
    manager: 'Pedro Ramirez',
    expiresInDays: 365,
    domains: { FGSSUS01: 'SEWSNA' },
    favourites: ['FGSSUS01'],
  },
  expired: { lastName: 'Lopez', employeeCode: 'E2077', manager: 'Pedro Ramirez', expiresInDays: -10 },
  newhire: { lastName: 'Flores', employeeCode: 'E2190', manager: 'Pedro Ramirez', expiresInDays: 90, firstLogon: true },
  soon: {
    lastName: 'Miller',
    employeeCode: 'E2101',
    manager: 'Pedro Ramirez',
    expiresInDays: 3,
    domains: { FGSSUS01: 'SEWSNA' },
  },
};

/**
 * Servers, domains, groups with their grants and the demo users. Password expiry is relative
 * to `now`, so `soon` is "about to expire" for three days after the database is created.
 */
export async function seedCentral(db: CentralDb, now = new Date()): Promise<void> {
  const hashes = await Promise.all(demoUsers.map(() => hashSecret(DEMO_PASSWORD)));
  db.transaction((tx) => {
    const serverIds = new Map<string, number>();
    for (const s of demoServers) {
      const details = serverDetails[s.name];
      if (!details) throw new Error(`No details for server ${s.name}`);
      const row = tx
        .insert(t.servers)
        .values({ name: s.name, zone: s.zone, enabled: s.enabled, ...details })
        .returning({ id: t.servers.id })
        .get();
      serverIds.set(s.name, row.id);
    }
    const domainIds = new Map<string, number>();
    for (const name of ['NODOMAIN', 'SEWSMX', 'SEWSNA']) {
      domainIds.set(name, tx.insert(t.domains).values({ name }).returning({ id: t.domains.id }).get().id);
    }
    for (const [code, rights] of Object.entries(groupRights)) {
      tx.insert(t.groups).values({ code, description: rights.description }).run();
      tx.insert(t.groupGrants)
        .values(
          modules.flatMap((m) =>
            m.screens.map((s) => ({
              groupCode: code,
              module: m.key,
              screen: s.key,
              canRead: true,
              canCreate: rights.create,
              canUpdate: rights.update,
              canDelete: rights.delete,
            })),
          ),
        )
        .run();
    }
    demoUsers.forEach((u, i) => {
      const d = userDetails[u.username];
      if (!d) throw new Error(`No details for user ${u.username}`);
      const { id } = tx
        .insert(t.users)
        .values({
          username: u.username,
          email: `${u.username}@fgss.example.com`,
          firstName: u.firstName,
          lastName: d.lastName,
          employeeCode: d.employeeCode,
          manager: d.manager,
          groupCode: u.group,
          language: 'EN',
          passwordHash: hashes[i] as string,
          passwordExpiresAt: new Date(now.getTime() + d.expiresInDays * DAY_MS),
          firstLogon: d.firstLogon ?? false,
        })
        .returning({ id: t.users.id })
        .get();
      for (const [server, domain] of Object.entries(d.domains ?? {})) {
        tx.insert(t.userDomains)
          .values({ userId: id, serverId: serverIds.get(server) as number, domainId: domainIds.get(domain) as number })
          .run();
      }
      for (const server of d.favourites ?? []) {
        tx.insert(t.favouriteServers)
          .values({ userId: id, serverId: serverIds.get(server) as number })
          .run();
      }
    });
  });
}
