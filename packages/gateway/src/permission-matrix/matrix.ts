import {
  type Access,
  type Action,
  actions,
  type BatchSaveName,
  type CallName,
  can,
  flattenTree,
  type PermissionTree,
  registry,
  SUPER_GROUP,
} from '@fgss/contracts';
import { DEMO_PASSWORD, derivedScreens } from '@fgss/fake-services';
import { codes, type SampleKit, samples } from '@fgss/fake-services/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER, startPlantBehindGateway } from '../test/plant.js';
import { fileCall, trpc } from '../test/trpc-http.js';

/**
 * The permission matrix: every procedure of the registry, called through the gateway by every
 * demo user with a valid input, succeeds exactly when that user's rights allow it and is
 * FORBIDDEN otherwise. The samples are the one sample registry's (fake-services
 * src/contract/samples/, shared with the contract test), each variant called by every user.
 * The calls are split in parts of about equal size, one test file each, so that vitest's workers
 * run them side by side; each part has its own plant and gateway and signs each user in once.
 */

type DemoUser = 'admin' | 'planner' | 'viewer';

/** The demo users as the README describes them: the oracle the gateway is checked against. */
const roles = {
  admin: { group: SUPER_GROUP, actions: ['read', 'create', 'update', 'delete'] },
  planner: { group: 'PLANNER', actions: ['read', 'create', 'update'] },
  viewer: { group: 'VIEWER', actions: ['read'] },
} as const satisfies Record<DemoUser, { group: string; actions: readonly Action[] }>;
const users = Object.keys(roles) as DemoUser[];
const derived = new Set(derivedScreens.map((d) => `${d.module}/${d.screen}`));

/** The actions a call needs of the caller's screen rights (none for public/session/super). */
function neededActions(access: Access, input: unknown): Action[] {
  if (access.kind === 'screen' || access.kind === 'anyScreen') return [access.action];
  if (access.kind !== 'batch') return [];
  const batch = input as Record<'inserted' | 'updated' | 'deleted', unknown[] | undefined>;
  return [
    'read',
    ...(batch.inserted?.length ? (['create'] as const) : []),
    ...(batch.updated?.length ? [access.update ?? 'update'] : []),
    ...(batch.deleted?.length ? (['delete'] as const) : []),
  ];
}

function allowedFor(user: DemoUser, access: Access, input: unknown): boolean {
  const role = roles[user];
  if (access.kind === 'super') return role.group === SUPER_GROUP;
  return neededActions(access, input).every((a) => (role.actions as readonly Action[]).includes(a));
}

// The registry's calls and the gateway's grid saves: each procedure a user may call.
const calls = flattenTree(registry).map(({ name, node }) => ({ name, call: node }));
const casesOf = ({ name, call }: (typeof calls)[number]) =>
  Object.entries(samples[name as CallName | BatchSaveName] ?? {}).flatMap(([variant, sample]) =>
    users.map((user) => ({ name, variant: variant ? ` (${variant})` : '', user, call, sample })),
  );

/**
 * Part `part` of `of`: the calls in registry order, cut where the count of cases passes each
 * share, so a call's variants and users stay together and in the order a single run had them.
 */
function casesOfPart(part: number, of: number) {
  const all = calls.map(casesOf);
  const total = all.reduce((n, c) => n + c.length, 0);
  let before = 0;
  return all.flatMap((c) => {
    const share = Math.min(of, Math.floor((before * of) / total) + 1);
    before += c.length;
    return share === part ? c : [];
  });
}

/** Declares part `part` of `of` of the matrix in the calling test file; part 1 also checks the sign-in. */
export async function permissionMatrix({ part, of }: { part: number; of: number }) {
  const cases = casesOfPart(part, of);
  const env = await startPlantBehindGateway();
  const signedIn = {} as Record<
    DemoUser,
    { token: string; permissionTree: PermissionTree; groupCode: string; domain: string }
  >;
  const code = codes('M');
  const memos = new Map<string, unknown>();
  let soonPassword = DEMO_PASSWORD;

  beforeAll(async () => {
    for (const user of users) {
      const reply = await env.signIn(user);
      const domain = await trpc(env.app, 'auth.authentication.domainname', {
        username: user,
        servername: SERVER,
        category: env.server.zone,
      });
      signedIn[user] = {
        token: reply.token,
        permissionTree: reply.permissionTree,
        groupCode: reply.userData?.groupCode ?? '',
        domain: (domain.data as { name: string }).name,
      };
    }
  });
  afterAll(() => env.close());

  /** The samples' view of one demo user; set-up calls go through the gateway as admin. */
  function kitFor(user: DemoUser, domain: string): SampleKit {
    return {
      user,
      servername: SERVER,
      zone: env.server.zone,
      domain,
      signInInput: () => env.signInInput(user),
      // Only 'soon' changes its password here: the other users sign in once, before the samples.
      async passwordChange() {
        const oldPassword = soonPassword;
        soonPassword = `Matrix.${code(8)}9`;
        return { username: 'soon', oldPassword, newPassword: soonPassword };
      },
      code,
      async call<T>(procedure: string, input: unknown) {
        const reply = await trpc(env.app, procedure, input, { token: signedIn.admin.token });
        if (!reply.ok) throw new Error(`admin could not call ${procedure}: ${reply.error?.message}`);
        return reply.data as T;
      },
      memo<T>(key: string, make: () => T): T {
        if (!memos.has(key)) memos.set(key, make());
        return memos.get(key) as T;
      },
    };
  }

  describe('permission matrix', () => {
    if (part === 1)
      it('signs the demo users in with the rights the README gives them', () => {
        const screens = calls.flatMap(({ call }) => ('screen' in call.access ? [call.access] : []));
        for (const user of users) {
          const { permissionTree, groupCode } = signedIn[user];
          expect(groupCode === SUPER_GROUP, user).toBe(roles[user].group === SUPER_GROUP);
          for (const ref of screens)
            for (const action of actions)
              expect(can(permissionTree, ref, action), `${user} ${ref.screen} ${action}`).toBe(
                (roles[user].actions as readonly Action[]).includes(action) &&
                  // A screen granted by others (Print History, Trace...) is read only.
                  (action === 'read' || !derived.has(`${ref.module}/${ref.screen}`)),
              );
        }
      });

    for (const { name, variant, user, call, sample } of cases)
      it(`${name}${variant} as ${user}`, async () => {
        const input = await sample(kitFor(user, signedIn[user].domain));
        const reached = env.plantRequests.length;
        const send = 'reply' in call && call.reply === 'file' ? fileCall : trpc;
        const outcome = await send(env.app, name, input, { token: signedIn[user].token });
        if (allowedFor(user, call.access, input)) {
          expect(outcome.error?.message ?? 'ok', `${name} as ${user} should succeed`).toBe('ok');
        } else {
          expect(outcome.error?.data.code, `${name} as ${user} should be refused`).toBe('FORBIDDEN');
          // Refused by the gateway itself: the services' own checks are a second line, not the first.
          expect(env.plantRequests.slice(reached), `${name} as ${user} reached the plant`).toEqual([]);
        }
        // A bound on a wait, not a speed check: an archive run took 26 s while parts ran side by side at load 55.
      }, 60_000);
  });
}
