import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorKind, markHandled, screenMessage } from './api-error';
import { shouldRetry } from './query-client';

const gatewayError = (code: string, httpStatus: number, message = 'server says no') =>
  new TRPCClientError(message, {
    result: { error: { code: -32000, message, data: { code, httpStatus } } },
  } as never);

describe('errorKind', () => {
  it('recognises an expired session', () => {
    expect(errorKind(gatewayError('UNAUTHORIZED', 401))).toBe('unauthorized');
  });

  it('treats the gateway time-out and a missing answer alike', () => {
    expect(errorKind(gatewayError('GATEWAY_TIMEOUT', 504))).toBe('unreachable');
    expect(errorKind(new TRPCClientError('Failed to fetch'))).toBe('unreachable');
  });

  it('separates rejected requests from failures', () => {
    expect(errorKind(gatewayError('BAD_REQUEST', 400))).toBe('rejected');
    expect(errorKind(gatewayError('FORBIDDEN', 403))).toBe('rejected');
    expect(errorKind(gatewayError('INTERNAL_SERVER_ERROR', 500))).toBe('failed');
    expect(errorKind(new Error('bug'))).toBe('failed');
  });
});

describe('shouldRetry', () => {
  it('retries a server failure once and never a 4xx, a 401 or a time-out', () => {
    expect(shouldRetry(0, gatewayError('INTERNAL_SERVER_ERROR', 500))).toBe(true);
    expect(shouldRetry(1, gatewayError('INTERNAL_SERVER_ERROR', 500))).toBe(false);
    expect(shouldRetry(0, gatewayError('BAD_REQUEST', 400))).toBe(false);
    expect(shouldRetry(0, gatewayError('UNAUTHORIZED', 401))).toBe(false);
    expect(shouldRetry(0, gatewayError('GATEWAY_TIMEOUT', 504))).toBe(false);
  });
});

describe('screenMessage', () => {
  it("gives the server's message, or the fallback when there is none", () => {
    expect(screenMessage(gatewayError('BAD_REQUEST', 400, 'Wrong old password'), 'x')).toBe('Wrong old password');
    expect(screenMessage(gatewayError('BAD_REQUEST', 400, ''), 'Failed to change password')).toBe(
      'Failed to change password',
    );
  });

  it('stays silent about errors the global handler already showed', () => {
    const error = gatewayError('GATEWAY_TIMEOUT', 504);
    markHandled(error);
    expect(screenMessage(error, 'x')).toBeNull();
  });
});
