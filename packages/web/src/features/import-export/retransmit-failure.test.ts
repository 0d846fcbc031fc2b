import { importExportMessages as m } from '@fgss/contracts';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { retransmitFailure } from './retransmit-failure';

const reply = (httpStatus: number, message: string) =>
  TRPCClientError.from({ error: { message, code: -32000, data: { code: 'X', httpStatus } } });

describe('retransmitFailure', () => {
  it("tells a reply's status with its reason phrase and the service's explanation, retryable when 5xx", () => {
    expect(retransmitFailure(reply(502, 'Customs answered 503'), null)).toEqual({
      text: 'Error 502: Bad Gateway',
      detail: 'Customs answered 503',
      retryable: true,
    });
    expect(retransmitFailure(reply(400, 'ASN X does not exist'), null)).toMatchObject({
      text: 'Error 400: Bad Request',
      retryable: false,
    });
  });

  it('tells an abort and a failure to reach the server in the spec words', () => {
    expect(retransmitFailure(new Error('aborted'), 'timeout')).toEqual({
      text: m.aborted,
      detail: null,
      retryable: true,
    });
    expect(retransmitFailure(TRPCClientError.from(new TypeError('Failed to fetch')), null)).toEqual({
      text: m.networkError,
      detail: null,
      retryable: true,
    });
  });
});
