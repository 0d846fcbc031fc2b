import { adminMasterMessages, messages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startSignedInPlant } from '../../testing.js';

const { client, admin, close } = await startSignedInPlant(['admin']);
afterAll(close);

const insert = (row: Record<string, unknown>) =>
  client.callUnchecked('configuration.EmailParameterMaster.insert', [row], { token: admin });
const find = async (emailDesc: string) =>
  (
    await client.call(
      'configuration.EmailParameterMaster.list',
      { filter: ['emailDesc', '=', emailDesc] },
      { token: admin },
    )
  ).body.data;

describe('Email Parameter Master', () => {
  it('lists the seeded parameters of the primary plant', async () => {
    const list = await client.call(
      'configuration.EmailParameterMaster.list',
      { requireTotalCount: true },
      { token: admin },
    );
    expect(list.body.totalCount).toBeGreaterThan(0);
    expect(list.body.data[0]).toMatchObject({ plantId: 'JRZ1' });
  });

  it('upper-cases text, keeps the mail lists as typed, and takes lists separated as mail clients do', async () => {
    const row = {
      emailDesc: 'pallet short notice',
      custGroup: 'ford',
      plantId: 'jrz1',
      mailTo: 'Ana.Lopez@sews-mx.example.com; planning@sews-mx.example.com,',
      ccTo: 'traffic@sews-mx.example.com, qa@sews-mx.example.com',
    };
    expect((await insert(row)).body).toEqual({ message: messages.savedSuccessfully, statusText: 'OK' });
    expect(await find('PALLET SHORT NOTICE')).toEqual([
      expect.objectContaining({
        emailDesc: 'PALLET SHORT NOTICE',
        custGroup: 'FORD',
        plantId: 'JRZ1',
        mailTo: row.mailTo,
        ccTo: row.ccTo,
      }),
    ]);
  });

  it.each([
    ['mailTo', { mailTo: 'planning.sews-mx.example.com' }],
    ['mailTo', { mailTo: 'a@sews-mx.example.com;; b@sews-mx.example.com' }],
    ['ccTo', { mailTo: 'a@sews-mx.example.com', ccTo: 'qa@sews-mx' }],
  ])("refuses an invalid address in %s with '[20228] Invalid Email' and saves nothing", async (field, mails) => {
    const reply = await insert({ emailDesc: 'BAD MAIL', ...mails });
    expect(reply.status).toBe(400);
    expect((reply.body as { issues: string[] }).issues).toContain(`0.${field}: ${adminMasterMessages.invalidEmail}`);
    expect(await find('BAD MAIL')).toEqual([]);
  });

  it('requires the description and the To list, and holds the spec lengths', async () => {
    const reply = await insert({ emailDesc: '', mailTo: '', custGroup: 'X'.repeat(31), attribute1: 'A'.repeat(101) });
    expect(reply.status).toBe(400);
    expect((reply.body as { issues: string[] }).issues).toEqual(
      expect.arrayContaining([
        '0.emailDesc: Email Description is required',
        '0.mailTo: Mail To is required',
        '0.custGroup: Customer Group must be at most 30 characters',
        '0.attribute1: Attribute 1 must be at most 100 characters',
      ]),
    );
  });
});
