import { CONTROL_CHARACTER_MESSAGE } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startSignedInPlant } from '../testing.js';

/** A service refuses control characters in what would reach a label, whoever calls it. */
const { client, admin, close } = await startSignedInPlant(['admin']);
afterAll(close);

describe('control characters', () => {
  it('are refused in a print request, field by field', async () => {
    const reply = await client.callUnchecked(
      'demand.BoxLabelPrinting.print',
      {
        // The other fields are refused too; these two must be, each in its own words.
        BroadCastCd: 'B1\r\n^XA^FDinjected^FS^XZ',
        ExtraInputValue: 'tab\there',
      },
      { token: admin },
    );
    expect(reply.status).toBe(400);
    expect((reply.body as { errors?: Record<string, string[]> }).errors).toMatchObject({
      BroadCastCd: [CONTROL_CHARACTER_MESSAGE],
      ExtraInputValue: [CONTROL_CHARACTER_MESSAGE],
    });
  });

  it('are refused in a label format, with the field named', async () => {
    const reply = await client.callUnchecked(
      'configuration.HarnessLabelFormatMaster.insert',
      [{ labelFormat: 'HLCC', reportName: 'HRN\u007fX', custGroup: 'ford', speed: 3 }],
      { token: admin },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual([`0.reportName: Report Name ${CONTROL_CHARACTER_MESSAGE}`]);
  });
});
