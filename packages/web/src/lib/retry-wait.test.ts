import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { screenMessage } from './api-error';
import { textsIn } from './i18n';
import { retryAfterOf, secondsLeft } from './retry-wait';

/** A refusal as the web's tRPC links hand it over: the error shape, and the reply it came in. */
const refusal = (code: string, httpStatus: number, headers: Record<string, string> = {}) =>
  new TRPCClientError('A user may load about 2 MB a second after a first 40 MB', {
    result: { error: { code: -32029, message: 'refused', data: { code, httpStatus } } },
    meta: { response: new Response(null, { status: httpStatus, headers }) },
  } as never);

describe('a refusal for too many requests', () => {
  it("waits the gateway's Retry-After, and only for that refusal", () => {
    expect(retryAfterOf(refusal('TOO_MANY_REQUESTS', 429, { 'retry-after': '7' }))).toBe(7);
    // One that names no wait still waits a moment before it is offered again.
    expect(retryAfterOf(refusal('TOO_MANY_REQUESTS', 429))).toBe(1);
    expect(retryAfterOf(refusal('BAD_REQUEST', 400, { 'retry-after': '7' }))).toBeNull();
    expect(retryAfterOf(new Error('bug'))).toBeNull();
  });

  it('says how long to wait, in English and Spanish', () => {
    expect(screenMessage(refusal('TOO_MANY_REQUESTS', 429, { 'retry-after': '7' }), 'x')).toBe(
      'Too many requests; you can try again in 7 s',
    );
    expect(textsIn('ES')('tooManyRequests', { n: 7 })).toBe('Demasiadas solicitudes; puede volver a intentarlo en 7 s');
  });

  it('offers to try again only once the wait is over, counting down whole seconds', () => {
    const since = 1_000_000;
    expect(secondsLeft(7, since, since)).toBe(7);
    expect(secondsLeft(7, since, since + 3_200)).toBe(4);
    expect(secondsLeft(7, since, since + 6_999)).toBe(1);
    expect(secondsLeft(7, since, since + 7_000)).toBe(0);
    expect(secondsLeft(7, since, since + 60_000)).toBe(0);
  });
});
