import { type CallName, type InputOf, reprintInput, reprintMessages } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlantClient, type Reply, startTestPlant } from '../testing.js';

/**
 * A reprint's note is what the user typed as the reason: control characters are refused, 'other'
 * needs visible words (five NULs counted as a reason), and Print History and Print Center show it.
 */
const PRINTER = 'MX01-ZT610-SHIP';
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
let token: string;
beforeAll(async () => {
  plant = await startTestPlant({ printers: true });
  client = plant.client;
  token = await client.signIn('admin');
}, 120_000);
afterAll(() => plant.close());
// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
const call = <N extends CallName>(name: N, input: InputOf<N>): Promise<Reply<any>> =>
  client.call(name, input, { token });
const noteIssues = (reason: 'other' | 'damaged', note: string) =>
  (reprintInput.safeParse({ id: 1, screen: 'EmptyBoxLabelPrinting', reason, note }).error?.issues ?? []).map(
    (i) => i.message,
  );

describe('a reprint note', () => {
  it('refuses control characters, and needs visible words for the reason other', () => {
    expect(noteIssues('other', '\u0000'.repeat(5))).toContain('Note must not contain control characters');
    expect(noteIssues('damaged', 'torn\u0007')).toEqual(['Note must not contain control characters']);
    expect(noteIssues('other', ' - . ')).toEqual([reprintMessages.noteRequired]);
    expect(noteIssues('other', 'Roll torn at label 3')).toEqual([]);
  });

  it('is shown in Print History and in Print Center', async () => {
    const printed = await call('demand.EmptyBoxLabelPrinting.print', {
      noLabels: 1,
      noCopies: 1,
      printerName: PRINTER,
      Speed: 2,
    });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    const refused = await client.callUnchecked(
      'demand.PrintHistory.reprint',
      { id: printed.body.printId, screen: 'EmptyBoxLabelPrinting', reason: 'other', note: '\u0000'.repeat(5) },
      { token, idempotencyKey: 'nul-note' },
    );
    expect(refused.status).toBe(400);
    const note = 'Roll torn at label 3';
    const reprinted = await call('demand.PrintHistory.reprint', {
      id: printed.body.printId,
      screen: 'EmptyBoxLabelPrinting',
      reason: 'other',
      note,
    });
    expect(reprinted.status, JSON.stringify(reprinted.body)).toBe(200);
    const rows = (await call('demand.PrintHistory.list', { take: 5 })).body.data;
    expect(rows.find((r: { id: number }) => r.id === reprinted.body.printId)).toMatchObject({
      reprintReason: 'other',
      reprintNote: note,
    });
    const snapshot = (await call('demand.PrintCenter.snapshot', {})).body;
    expect(snapshot.shifts.flatMap((s: { notes: unknown[] }) => s.notes)).toContainEqual({
      job: reprinted.body.printId,
      reason: 'other',
      note,
    });
  });
});
