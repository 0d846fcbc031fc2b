import { demandMessages } from '@fgss/contracts';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { followed, printFailed, printSucceeded, readable } from './print-reply';

const gatewayError = (code: string, httpStatus: number, message: string, issues?: string[]) =>
  new TRPCClientError(message, {
    result: { error: { code: -32000, message, data: { code, httpStatus, issues } } },
  } as never);

describe('the reply of a print (spec 2 section 8)', () => {
  const reply = { printId: 7, printer: 'ZT-1', serials: ['A1', 'A2', 'A3'], missing: [] };

  it("shows the server's message, else the screen's own success text", () => {
    expect(
      printSucceeded({ ...reply, state: 'printed', message: 'Sent 3 labels' }, demandMessages.sentToPrinter),
    ).toEqual({ kind: 'printed', message: 'Sent 3 labels', serials: reply.serials, missing: null, job: 7 });
    expect(printSucceeded({ ...reply, state: 'sent', message: '' }, demandMessages.palletPrinted).message).toBe(
      'Printed successfully!!!',
    );
  });

  it('tells a partly printed job by its missing serials, a job still printing as sent', () => {
    const partly = printSucceeded({ ...reply, state: 'partlyPrinted', message: 'm', missing: ['A3'] }, '');
    expect(partly).toMatchObject({ kind: 'partlyPrinted', missing: { job: 7, printer: 'ZT-1' } });
    expect(printSucceeded({ ...reply, state: 'sent', message: 'm' }, '')).toMatchObject({
      kind: 'sent',
      missing: null,
    });
  });

  it('turns a partly printed outcome printed once its job got every label out, and nothing else', () => {
    const partly = printSucceeded({ ...reply, state: 'partlyPrinted', message: 'm', missing: ['A3'] }, '');
    const job = {
      id: 7,
      screen: 'EmptyBoxLabelPrinting',
      printerName: 'ZT-1',
      userId: 'planner',
      printedAt: '2026-01-02 03:04:05',
      state: 'printed' as const,
      sewsPartNo: null,
      firstSerial: 'A1',
      lastSerial: 'A3',
      labels: 3,
      copies: 1,
      printedLabels: 3,
      message: null,
    };
    expect(followed(partly, job)).toEqual({
      kind: 'printed',
      message: '3 of 3 labels printed: A1–A3 on ZT-1.',
      serials: reply.serials,
      missing: null,
      job: 7,
    });
    expect(followed(partly, { ...job, id: 8 })).toBe(partly);
    expect(followed(partly, { ...job, state: 'partlyPrinted' })).toBe(partly);
  });

  it('joins the errors of a 4xx by line breaks, else its message, else the client error text', () => {
    const joined = printFailed(
      gatewayError('BAD_REQUEST', 400, 'x', ['Speed must be between 2 and 10', 'Printer is required']),
    );
    expect(joined).toMatchObject({ kind: 'failed', message: 'Speed must be between 2 and 10\nPrinter is required' });
    expect(printFailed(gatewayError('CONFLICT', 409, "Printer 'P1' is disabled in Status Update."))?.message).toBe(
      "Printer 'P1' is disabled in Status Update.",
    );
    expect(printFailed(gatewayError('BAD_REQUEST', 400, ''))?.message).toBe(demandMessages.clientError);
  });

  it("shows a 5xx's message or 'Internal server error', and a time-out as 'Server timed out (504)'", () => {
    expect(printFailed(gatewayError('BAD_GATEWAY', 502, 'Printer refused'))?.message).toBe('Printer refused');
    expect(printFailed(gatewayError('INTERNAL_SERVER_ERROR', 500, ''))?.message).toBe('Internal server error');
    expect(printFailed(gatewayError('GATEWAY_TIMEOUT', 504, '504 Gateway Time-out'))?.message).toBe(
      'Server timed out (504)',
    );
  });

  it('says the server cannot be reached when the network dropped (no answer at all)', () => {
    const dropped = new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') });
    expect(printFailed(dropped)?.message).toBe('Network error: Unable to reach the server. It may be down or busy.');
  });

  it('says nothing for an aborted request or an ended session', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(printFailed(abort)).toBeNull();
    expect(printFailed(gatewayError('UNAUTHORIZED', 401, 'Session expired'))).toBeNull();
  });

  it('turns the commas of a message over 200 characters into line breaks', () => {
    const long = Array.from({ length: 30 }, (_, i) => `serial ${i}`).join(', ');
    expect(readable(long)).toBe(long.split(', ').join('\n'));
    expect(readable('short, message')).toBe('short, message');
  });
});
