import { adminMasterMessages, type CustomerGroup, type FtpCommand, messages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startSignedInPlant } from '../../testing.js';

type Command = (typeof FtpCommand.row)['_output'];
type Group = (typeof CustomerGroup.row)['_output'];

const { client, admin, viewer, close } = await startSignedInPlant(['admin', 'viewer']);
afterAll(close);

const saved = { message: messages.savedSuccessfully, statusText: 'OK' };

describe('FTP Command Master', () => {
  const commands = async (processTP: string) =>
    (
      await client.call(
        'configuration.FTPCommandMaster.list',
        { filter: ['processTP', '=', processTP] },
        { token: admin },
      )
    ).body.data as Command[];

  it("takes a command sequence of 0 to 99 only: 'Range value is from 0 to 99'", async () => {
    for (const cmdSequence of [-1, 100]) {
      const reply = await client.callUnchecked(
        'configuration.FTPCommandMaster.insert',
        [{ processTP: 'RANGE', ftpCommand: 'put', cmdSequence }],
        { token: admin },
      );
      expect(reply.status).toBe(400);
      expect((reply.body as { issues: string[] }).issues).toEqual([
        `0.cmdSequence: ${adminMasterMessages.cmdSequenceRange}`,
      ]);
    }
    const missing = await client.callUnchecked(
      'configuration.FTPCommandMaster.insert',
      [{ processTP: 'RANGE', ftpCommand: 'put' }],
      { token: admin },
    );
    expect(missing.status).toBe(400);
    for (const cmdSequence of [0, 99]) {
      const row = { processTP: 'RANGE', ftpCommand: 'put', cmdSequence, custGroup: 'ford' };
      expect((await client.call('configuration.FTPCommandMaster.insert', [row], { token: admin })).body).toEqual(saved);
    }
    expect((await commands('RANGE')).map((c) => [c.cmdSequence, c.custGroup, c.ftpCommand])).toEqual([
      [0, 'FORD', 'put'],
      [99, 'FORD', 'put'],
    ]);
  });

  it('lets a user with the read right alone update commands, but not add or delete them', async () => {
    const [row] = (
      await client.call('configuration.FTPCommandMaster.list', { filter: ['ftpCommand', '=', 'cd'] }, { token: viewer })
    ).body.data as Command[];
    expect(row).toBeDefined();
    const edited = { ...row!, parameter_c: '/inbound/asn/test' };
    expect((await client.call('configuration.FTPCommandMaster.update', [edited], { token: viewer })).body).toEqual(
      saved,
    );
    const add = { processTP: 'VIEWER', ftpCommand: 'put', cmdSequence: 1 };
    expect((await client.call('configuration.FTPCommandMaster.insert', [add], { token: viewer })).status).toBe(403);
    expect(
      (await client.call('configuration.FTPCommandMaster.remove', [{ id: row!.id }], { token: viewer })).status,
    ).toBe(403);
  });
});

describe('Customer Group Master', () => {
  const groups = async (option: string, token = admin) =>
    ((await client.call('configuration.CustomerGroupMaster.list', { option }, { token })).body.data as Group[]).map(
      (g) => g.cust_Group,
    );

  it('lists the groups of one option; a group is upper-case, at most 20, and once per option', async () => {
    expect(await groups('Standard')).toContain('STELLANTIS');
    expect(await groups('Inventory')).not.toContain('STELLANTIS');
    const insert = (cust_Group: string, option: string) =>
      client.callUnchecked('configuration.CustomerGroupMaster.insert', [{ cust_Group, option }], { token: admin });
    expect((await insert('stellantis', 'Inventory')).body).toEqual(saved);
    expect(await groups('Inventory')).toContain('STELLANTIS');
    expect(await insert('Stellantis', 'Inventory')).toEqual({ status: 409, body: { message: messages.recordExists } });
    expect((await insert('X'.repeat(21), 'Standard')).status).toBe(400);
    expect((await insert('', 'Standard')).status).toBe(400);
    expect((await insert('HONDA', 'Other')).status).toBe(400);
  });

  it('numbers each group, and lets a user with the read right alone rename one', async () => {
    const list = (
      await client.call('configuration.CustomerGroupMaster.list', { option: 'Inventory' }, { token: viewer })
    ).body.data as Group[];
    const parts = list.find((g) => g.cust_Group === 'SERVICE PARTS');
    expect(parts?.idcust_Group).toBe(parts?.id);
    const renamed = { ...parts!, cust_Group: 'service parts mx' };
    expect((await client.call('configuration.CustomerGroupMaster.update', [renamed], { token: viewer })).body).toEqual(
      saved,
    );
    expect(await groups('Inventory', viewer)).toContain('SERVICE PARTS MX');
  });
});
