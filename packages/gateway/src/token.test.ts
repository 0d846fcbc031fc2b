import { describe, expect, it } from 'vitest';
import { signToken, TEST_JWT_SECRET, unsignedToken } from './test/tokens.js';
import { bearerToken, signingKey, tokenVerifier, verifyToken } from './token.js';

const key = signingKey(TEST_JWT_SECRET);
const stands = async () => true;
const prm = { 'ConfigurationMasters/LocationMaster': 'RCU' };

describe('verifyToken', () => {
  it('returns the claims of a token the authentication service signed', async () => {
    const token = await signToken({ sub: 'planner', server: 'FGSSMX01', group: 'PLANNER', prm });
    expect(await verifyToken(token, key)).toEqual({
      sub: 'planner',
      server: 'FGSSMX01',
      group: 'PLANNER',
      prm,
      ver: 0,
    });
  });

  it('refuses an expired token', async () => {
    expect(await verifyToken(await signToken({ prm }, { expiresIn: -60 }), key)).toBeNull();
  });

  it("refuses an unsigned token ('alg: none') whatever it claims", async () => {
    expect(await verifyToken(unsignedToken({ sub: 'admin', server: 'X', group: 'SUPER', prm }), key)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await signToken({ group: 'SUPER', prm }, { secret: 'not-the-secret-of-the-plant-0123456789' });
    expect(await verifyToken(forged, key)).toBeNull();
  });

  it('refuses another algorithm even with the right secret (the algorithm is pinned)', async () => {
    expect(await verifyToken(await signToken({ prm }, { alg: 'HS512' }), key)).toBeNull();
  });

  it('refuses a token of another issuer or audience', async () => {
    expect(await verifyToken(await signToken({ prm }, { issuer: 'someone-else' }), key)).toBeNull();
    expect(await verifyToken(await signToken({ prm }, { audience: 'another-app' }), key)).toBeNull();
  });

  it('refuses a token without exp or aud', async () => {
    expect(await verifyToken(await signToken({ prm }, { expiresIn: null }), key)).toBeNull();
    expect(await verifyToken(await signToken({ prm }, { audience: null }), key)).toBeNull();
  });

  it('refuses a signed token without the claims the gateway needs', async () => {
    const token = await signToken({ prm: 'RCUD' as unknown as Record<string, string> });
    expect(await verifyToken(token, key)).toBeNull();
  });

  it('refuses junk', async () => {
    expect(await verifyToken('not.a.token', key)).toBeNull();
  });
});

describe('bearerToken', () => {
  it('takes the token of a Bearer header, any case of the scheme', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
  });

  it('ignores other schemes, empty and oversized headers', () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken(`Bearer ${'a'.repeat(20_000)}`)).toBeNull();
  });
});

describe('tokenVerifier', () => {
  it('answers a token it verified before with the same claims', async () => {
    const verify = tokenVerifier(key, stands, { recheckMs: 30_000 });
    const token = await signToken({ sub: 'viewer', server: 'FGSSUS01', group: 'VIEWER', prm });
    const first = await verify(token);
    expect(first).toEqual({ sub: 'viewer', server: 'FGSSUS01', group: 'VIEWER', prm, ver: 0 });
    expect(await verify(token)).toEqual(first);
  });

  it('refuses a token changed by one byte after the original was remembered', async () => {
    const verify = tokenVerifier(key, stands, { recheckMs: 30_000 });
    const token = await signToken({ sub: 'viewer', server: 'FGSSUS01', group: 'VIEWER', prm });
    await verify(token);
    const [head, , sig] = token.split('.');
    const raised = Buffer.from(JSON.stringify({ sub: 'viewer', server: 'FGSSUS01', group: 'SUPER', prm })).toString(
      'base64url',
    );
    expect(await verify(`${head}.${raised}.${sig}`)).toBeNull();
  });

  it('stops accepting a remembered token once it has expired', async () => {
    let now = Date.now();
    const verify = tokenVerifier(key, stands, { recheckMs: 30_000, clock: () => new Date(now) });
    const token = await signToken({ prm }, { expiresIn: 1 });
    expect(await verify(token)).not.toBeNull();
    now += 2_000;
    expect(await verify(token)).toBeNull();
  });
});
