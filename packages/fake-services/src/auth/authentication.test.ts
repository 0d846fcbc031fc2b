import {
  compactPermissions,
  messages,
  modules,
  type PermissionTree,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TOKEN_TTL_SECONDS,
  tokenReply,
} from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordRecoveryCodes, users } from '../db/schema/central.js';
import { DEMO_PASSWORD } from '../demo.js';
import type { FakePlant } from '../plant.js';
import { type PlantClient, startTestPlant } from '../testing.js';

let plant: FakePlant;
let client: PlantClient;

const jwtSecret = 'authentication-test-secret-0123456789abcdef';

beforeAll(async () => {
  ({ client, ...plant } = await startTestPlant({ jwtSecret, devRoutes: true }));
});
afterAll(() => plant.close());

const signIn = (username: string, extra: Record<string, unknown> = {}) =>
  client.call('auth.authentication.token', {
    username,
    password: DEMO_PASSWORD,
    servername: 'FGSSMX01',
    domain: 'SEWSMX',
    ...extra,
  });

const flagsOf = (s: PermissionTree[number]['treeMenuChild'][number]) =>
  `${s.procesS_FLG}${s.creatE_FLG}${s.updatE_FLG}${s.deletE_FLG}`;
/** Screens of our own, granted read only by the spec's screens (Print History and Center, the Transmission Log, Trace). */
const DERIVED = ['PrintHistory', 'PrintCenter', 'TransmissionLog', 'Trace'];
/** The flags of every granted screen but those derived ones, which are checked to be read only. */
const flags = (tree: PermissionTree) => {
  const leaves = tree.flatMap((m) => m.treeMenuChild);
  const derived = leaves.filter((s) => DERIVED.includes(s.prograM_DES_CLEAN)).map(flagsOf);
  expect(derived).toEqual(['YNNN', 'YNNN', 'YNNN', 'YNNN']);
  return new Set(leaves.filter((s) => !DERIVED.includes(s.prograM_DES_CLEAN)).map(flagsOf));
};

describe('sign-in outcomes of every demo user', () => {
  it('admin: a token, the SUPER group and every permission of every screen', async () => {
    const { status, body } = await signIn('admin');
    expect(status).toBe(200);
    const reply = tokenReply.parse(body);
    expect(reply).toMatchObject({
      passwordExpired: false,
      passwordToBeExpired: false,
      firstLogon: false,
      message: null,
    });
    expect(reply.userData).toMatchObject({
      userName: 'admin',
      firstName: 'Ana',
      groupCode: 'SUPER',
      serverName: 'FGSSMX01',
      databaseName: 'FGSS_JUAREZ',
      category: 'Mexico',
      domain: 'SEWSMX',
      environment: 'PROD',
      language: 'EN',
      formatDate: 'MM/dd/yyyy',
    });
    expect(reply.permissionTree.map((m) => m.prograM_DES_CLEAN)).toEqual(modules.map((m) => m.key));
    expect(reply.permissionTree.flatMap((m) => m.treeMenuChild).length).toBe(
      modules.reduce((n, m) => n + m.screens.length, 0),
    );
    expect(flags(reply.permissionTree)).toEqual(new Set(['YYYY']));
  });

  it('planner reads, creates and updates everywhere but never deletes; viewer only reads', async () => {
    expect(flags(tokenReply.parse((await signIn('planner')).body).permissionTree)).toEqual(new Set(['YYYN']));
    expect(flags(tokenReply.parse((await signIn('viewer')).body).permissionTree)).toEqual(new Set(['YNNN']));
  });

  it('expired and newhire get no token and are sent to change the password', async () => {
    const expired = tokenReply.parse((await signIn('expired')).body);
    expect(expired).toMatchObject({ token: null, userData: null, passwordExpired: true, firstLogon: false });
    const newhire = tokenReply.parse((await signIn('newhire')).body);
    expect(newhire).toMatchObject({ token: null, userData: null, passwordExpired: false, firstLogon: true });
  });

  it('soon gets a token and the warning that the password expires within 7 days', async () => {
    const soon = tokenReply.parse((await signIn('soon')).body);
    expect(soon.token).toEqual(expect.any(String));
    expect(soon.passwordToBeExpired).toBe(true);
    expect(soon.message).toBe('Your password expires in 3 days');
    expect(flags(soon.permissionTree)).toEqual(new Set(['YYYN']));
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    for (const reply of [await signIn('admin', { password: 'wrong-password1' }), await signIn('nobody')]) {
      expect(reply).toEqual({ status: 401, body: { message: messages.invalidCredentials } });
    }
  });

  it('refuses unknown and disabled servers and unknown domains with a clear message', async () => {
    expect(await signIn('admin', { servername: 'NOPE01' })).toEqual({
      status: 400,
      body: { message: "Unknown server 'NOPE01'" },
    });
    expect(await signIn('admin', { servername: 'FGSSMX02' })).toEqual({
      status: 400,
      body: { message: 'Server FGSSMX02 is disabled' },
    });
    expect((await signIn('admin', { domain: 'EVIL' })).body).toEqual({ message: "Unknown domain 'EVIL'" });
  });

  it('validates the sign-in form with the spec messages', async () => {
    const { status, body } = await client.call('auth.authentication.token', {
      username: 'adm1n',
      password: '',
      servername: '',
      domain: 'X',
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([
      `username: ${messages.usernameNoDigits}`,
      `password: ${messages.passwordRequired}`,
      `servername: ${messages.serverRequired}`,
    ]);
  });
});

describe('token', () => {
  it('is an HS256 JWT of the issuer for the audience naming user, server, group and compact permissions', async () => {
    const reply = tokenReply.parse((await signIn('planner', { servername: 'FGSSUS01', domain: 'SEWSNA' })).body);
    const { payload, protectedHeader } = await jwtVerify(reply.token as string, new TextEncoder().encode(jwtSecret), {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: 'planner',
      server: 'FGSSUS01',
      group: 'PLANNER',
      prm: compactPermissions(reply.permissionTree),
    });
    expect((payload.exp as number) - (payload.iat as number)).toBe(TOKEN_TTL_SECONDS);
  });

  it('is required, and a forged, expired or foreign token is refused with 401', async () => {
    const list = (token?: string) => client.call('configuration.LocationMaster.list', {}, { token });
    expect(await list()).toEqual({
      status: 401,
      body: { message: 'Authorization token is required' },
    });
    const forged = await new SignJWT({ server: 'FGSSMX01', group: 'SUPER', prm: {} })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setIssuer(TOKEN_ISSUER)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ server: 'FGSSMX01', group: 'SUPER', prm: {} })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(jwtSecret));
    for (const token of ['garbage', forged, expired]) {
      expect(await list(token)).toEqual({
        status: 401,
        body: { message: 'Invalid or expired token' },
      });
    }
  });
});

describe('server and domain look-ups', () => {
  it('lists domains and the enabled servers with the named user’s favourites', async () => {
    expect((await client.call('auth.authentication.domains', {})).body).toEqual([
      { name: 'NODOMAIN' },
      { name: 'SEWSMX' },
      { name: 'SEWSNA' },
    ]);
    const servers = (await client.call('auth.authentication.servernames', { username: 'planner' })).body;
    expect(servers.map((s) => [s.name, s.zone, s.isFavorite])).toEqual([
      ['FGSSCENTRAL', 'Central', false],
      ['FGSSMX01', 'Mexico', true],
      ['FGSSUS01', 'North America', false],
    ]);
    const token = await client.signIn('planner');
    const own = (await client.call('auth.authentication.defaultserver', { username: 'planner' }, { token })).body;
    expect(own.filter((s) => s.isFavorite).map((s) => s.name)).toEqual(['FGSSMX01']);
  });

  it('gives the user’s domain for a server, the server’s usual one to an unknown user', async () => {
    const domainOf = async (username: string, servername: string) =>
      (await client.call('auth.authentication.domainname', { username, servername })).body;
    expect(await domainOf('planner', 'FGSSUS01')).toEqual({ name: 'SEWSNA' });
    expect(await domainOf('planner', 'FGSSCENTRAL')).toEqual({ name: 'NODOMAIN' });
    expect(await domainOf('nobody', 'FGSSMX01')).toEqual({ name: 'SEWSMX' });
    expect(await domainOf('planner', 'NOSUCHSERVER')).toEqual({ name: 'NODOMAIN' });
  });

  it('saves the domain and favourite servers of the signed-in user only', async () => {
    const token = await client.signIn('viewer', 'FGSSUS01');
    const domain = { username: 'viewer', domain: 'SEWSMX', category: 'Mexico', server: 'FGSSMX01' };
    expect((await client.call('auth.authentication.setDomainname', domain, { token })).status).toBe(200);
    expect(
      (await client.call('auth.authentication.domainname', { username: 'viewer', servername: 'FGSSMX01' })).body,
    ).toEqual({ name: 'SEWSMX' });
    const other = { ...domain, username: 'planner' };
    expect((await client.call('auth.authentication.setDomainname', other, { token })).status).toBe(403);

    const favourites = { userName: 'viewer', Zones: [{ Category: 'Mexico', Servers: [{ Name: 'FGSSMX01' }] }] };
    expect((await client.call('auth.authentication.setDefaultserver', favourites, { token })).body).toEqual({
      message: messages.savedSuccessfully,
    });
    const list = (await client.call('auth.authentication.defaultserver', { username: 'viewer' }, { token })).body;
    expect(list.filter((s) => s.isFavorite).map((s) => s.name)).toEqual(['FGSSMX01']);
    expect((await client.call('auth.authentication.defaultserver', { username: 'admin' }, { token })).status).toBe(403);
  });

  it('lets only SUPER see and switch server status; the central server stays enabled', async () => {
    const viewer = await client.signIn('viewer', 'FGSSUS01');
    expect((await client.call('auth.authentication.serverStatus', {}, { token: viewer })).status).toBe(403);
    const admin = await client.signIn('admin', 'FGSSCENTRAL');
    const rows = (await client.call('auth.authentication.serverStatus', {}, { token: admin })).body;
    expect(rows.map((r) => [r.name, r.enabled])).toEqual([
      ['FGSSCENTRAL', true],
      ['FGSSMX01', true],
      ['FGSSMX02', false],
      ['FGSSUS01', true],
    ]);
    const mx02 = rows.find((r) => r.name === 'FGSSMX02');
    const put = (input: { id: number; enabled: boolean }) =>
      client.call('auth.authentication.setServerStatus', input, { token: admin });
    expect((await put({ id: mx02!.id, enabled: true })).status).toBe(200);
    expect((await signIn('planner', { servername: 'FGSSMX02' })).status).toBe(200);
    const central = rows.find((r) => r.name === 'FGSSCENTRAL');
    expect(await put({ id: central!.id, enabled: false })).toEqual({
      status: 400,
      body: { message: 'The central server FGSSCENTRAL cannot be disabled' },
    });
    expect((await put({ id: 999, enabled: true })).status).toBe(404);
  });
});

describe('password reset and change', () => {
  const change = (input: { username: string; oldPassword: string; newPassword: string; confirmPassword?: string }) =>
    client.call('auth.authentication.changePassword', {
      servername: 'FGSSMX01',
      confirmPassword: input.newPassword,
      ...input,
    });

  it('answers a reset the same for unknown users and mails a code that changes the password', async () => {
    const reset = (username: string) =>
      client.call('auth.authentication.resetPassword', { username, servername: 'FGSSMX01' });
    const unknown = await reset('nobody');
    const known = await reset('newhire@fgss.example.com');
    expect(known).toEqual(unknown);
    expect(known).toEqual({ status: 200, body: { message: messages.resetSent } });

    const mails = (await client.route('GET', '/_plant/outbox')).body as { toAddress: string; body: string }[];
    expect(mails.map((m) => m.toAddress)).toEqual(['newhire@fgss.example.com']);
    const code = /: ([A-Z0-9]{10})\n/.exec(mails[0]?.body ?? '')?.[1] as string;
    expect(code).toHaveLength(10);

    const changed = await change({ username: 'newhire', oldPassword: code, newPassword: 'Harness2026' });
    const reply = tokenReply.parse(changed.body);
    expect(reply).toMatchObject({ firstLogon: false, passwordExpired: false, userData: { userName: 'newhire' } });
    expect(reply.token).toEqual(expect.any(String));
    // The code is used up, the new password signs in and the old one no longer does.
    expect((await change({ username: 'newhire', oldPassword: code, newPassword: 'Harness2027' })).status).toBe(400);
    expect(tokenReply.parse((await signIn('newhire', { password: 'Harness2026' })).body).token).toEqual(
      expect.any(String),
    );
    expect((await signIn('newhire')).status).toBe(401);
  });

  it('keeps one open code per user: a new reset revokes the older codes, so a change checks one hash', async () => {
    for (const username of ['soon', 'soon@fgss.example.com', 'SOON', 'soon'])
      expect(
        (await client.call('auth.authentication.resetPassword', { username, servername: 'FGSSMX01' })).status,
      ).toBe(200);
    const mails = (await client.route('GET', '/_plant/outbox')).body as { toAddress: string; body: string }[];
    // The outbox lists the newest mail first.
    const codes = mails
      .filter((m) => m.toAddress === 'soon@fgss.example.com')
      .reverse()
      .map((m) => /: ([A-Z0-9]{10})\n/.exec(m.body)?.[1] as string);
    expect(codes).toHaveLength(4);
    // The one stored code is all a change attempt can hash, however many resets were asked.
    const soon = plant.databases.central.select().from(users).where(eq(users.username, 'soon')).get();
    const stored = plant.databases.central
      .select()
      .from(passwordRecoveryCodes)
      .where(eq(passwordRecoveryCodes.userId, soon?.id ?? -1))
      .all();
    expect(stored).toHaveLength(1);
    for (const old of codes.slice(0, -1))
      expect((await change({ username: 'soon', oldPassword: old, newPassword: 'Harness2026' })).body).toEqual({
        message: 'The old password or recovery code is not correct',
      });
    expect(
      (await change({ username: 'soon', oldPassword: codes.at(-1) as string, newPassword: 'Harness2026' })).status,
    ).toBe(200);
  });

  it('changes an expired password with the old one and refuses a wrong old password or a weak new one', async () => {
    expect(await change({ username: 'expired', oldPassword: 'not-it', newPassword: 'Harness2026' })).toEqual({
      status: 400,
      body: { message: 'The old password or recovery code is not correct' },
    });
    const weak = await change({ username: 'expired', oldPassword: DEMO_PASSWORD, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.issues).toEqual([
      'newPassword: Password must be at least 8 characters',
      'newPassword: Password must contain a digit',
    ]);
    const mismatch = await change({
      username: 'expired',
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Harness2026',
      confirmPassword: 'Harness2025',
    });
    expect(mismatch.body.issues).toEqual([`confirmPassword: ${messages.passwordsDoNotMatch}`]);
    const same = await change({ username: 'expired', oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD });
    expect(same.body).toEqual({ message: 'The new password must be different from the current password' });

    const ok = tokenReply.parse(
      (await change({ username: 'expired', oldPassword: DEMO_PASSWORD, newPassword: 'Harness2026' })).body,
    );
    expect(ok).toMatchObject({ passwordExpired: false, passwordToBeExpired: false, userData: { domain: 'SEWSMX' } });
    expect(ok.token).toEqual(expect.any(String));
  });
});
