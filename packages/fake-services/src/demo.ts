/** Demo accounts and servers of the seed; the README and the end-to-end tests use them. */
export const DEMO_PASSWORD = 'Fgss.2026!';

export type DemoGroup = 'SUPER' | 'PLANNER' | 'VIEWER';

export interface DemoUser {
  username: string;
  group: DemoGroup;
  firstName: string;
}

/**
 * admin: every permission. planner: read, create, update. viewer: read only. expired, newhire
 * and soon have the planner's rights and show the other sign-in outcomes (spec 1 section 4).
 */
export const demoUsers: readonly DemoUser[] = [
  { username: 'admin', group: 'SUPER', firstName: 'Ana' },
  { username: 'planner', group: 'PLANNER', firstName: 'Pedro' },
  { username: 'viewer', group: 'VIEWER', firstName: 'Valeria' },
  { username: 'expired', group: 'PLANNER', firstName: 'Ernesto' },
  { username: 'newhire', group: 'PLANNER', firstName: 'Nadia' },
  { username: 'soon', group: 'PLANNER', firstName: 'Samuel' },
];

export interface DemoServer {
  name: string;
  zone: string;
  domain: string;
  /** A disabled server is left out of the sign-in list and refuses sign-in. */
  enabled: boolean;
}

export const demoServers: readonly DemoServer[] = [
  { name: 'FGSSCENTRAL', zone: 'Central', domain: 'NODOMAIN', enabled: true },
  { name: 'FGSSMX01', zone: 'Mexico', domain: 'SEWSMX', enabled: true },
  { name: 'FGSSUS01', zone: 'North America', domain: 'SEWSNA', enabled: true },
  { name: 'FGSSMX02', zone: 'Mexico', domain: 'SEWSMX', enabled: false },
];
