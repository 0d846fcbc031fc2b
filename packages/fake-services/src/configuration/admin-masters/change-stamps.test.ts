import type { CustomerGroup, FtpCommand } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { plantTime } from '../../clock.js';
import { startSignedInPlant } from '../../testing.js';

/**
 * FTP Command Master and Customer Group Master always allow update (spec 3 section 6): a viewer
 * may rewrite the commands and upload host of the customers' ASNs. Each row now records who
 * inserted or changed it last, and when; what a caller sends for them is ignored.
 */
type Command = (typeof FtpCommand.row)['_output'];
type Group = (typeof CustomerGroup.row)['_output'];

const { client, admin, viewer, close } = await startSignedInPlant(['admin', 'viewer']);
afterAll(close);
const today = plantTime().slice(0, 10);

describe('the always-updatable masters', () => {
  it('record who changed an FTP command and when', async () => {
    const list = async () =>
      (
        await client.call(
          'configuration.FTPCommandMaster.list',
          { filter: ['processTP', '=', 'STAMP'] },
          { token: admin },
        )
      ).body.data as Command[];
    const inserted = await client.call(
      'configuration.FTPCommandMaster.insert',
      [{ processTP: 'STAMP', ftpCommand: 'open ftp.customer.example', cmdSequence: 1 }],
      { token: admin },
    );
    expect(inserted.status).toBe(200);
    const [row] = await list();
    expect(row).toMatchObject({ updatedBy: 'admin', updatedOn: expect.stringMatching(new RegExp(`^${today} `)) });
    if (!row) throw new Error('no row');
    const changed = await client.call(
      'configuration.FTPCommandMaster.update',
      [{ ...row, ftpCommand: 'open ftp.elsewhere.example', updatedBy: 'someone else' }],
      { token: viewer },
    );
    expect(changed.status).toBe(200);
    expect(await list()).toEqual([
      expect.objectContaining({ ftpCommand: 'open ftp.elsewhere.example', updatedBy: 'viewer' }),
    ]);
  });

  it('record who changed a customer group and when', async () => {
    const list = async () =>
      (
        (await client.call('configuration.CustomerGroupMaster.list', { option: 'Inventory' }, { token: admin })).body
          .data as Group[]
      ).filter((g) => g.cust_Group.startsWith('STAMP'));
    await client.call('configuration.CustomerGroupMaster.insert', [{ cust_Group: 'STAMP', option: 'Inventory' }], {
      token: admin,
    });
    const [group] = await list();
    expect(group).toMatchObject({ updatedBy: 'admin' });
    if (!group) throw new Error('no group');
    await client.call('configuration.CustomerGroupMaster.update', [{ ...group, cust_Group: 'STAMPED' }], {
      token: viewer,
    });
    expect(await list()).toEqual([
      expect.objectContaining({
        cust_Group: 'STAMPED',
        updatedBy: 'viewer',
        updatedOn: expect.stringMatching(new RegExp(`^${today} `)),
      }),
    ]);
  });
});
