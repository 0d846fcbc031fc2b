import { MAX_TAKE } from '@fgss/contracts';
import { readWorkbook } from '@fgss/workbook/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlantBehindGateway } from '../test/plant.js';
import { trpc } from '../test/trpc-http.js';

const env = await startPlantBehindGateway();
const { token } = await env.signIn('admin');
afterAll(() => env.close());

describe('DOI Maintenance export', () => {
  it("holds the plant's DOI records as the screen lists them (a list that is not a grid call)", async () => {
    const list = await trpc(env.app, 'doi.DOIMaintenance.list', { take: MAX_TAKE }, { token });
    const shown = (list.data as { data: { harnessSerialNo: string; controlNo: string }[] }).data;
    expect(shown.length).toBeGreaterThan(0);

    const res = await env.app.inject({
      method: 'POST',
      url: '/api/export',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        procedure: 'doi.DOIMaintenance.list',
        loadOptions: {},
        title: 'DOIMaintenance',
        columns: [
          { field: 'harnessSerialNo', label: 'Harness Serial No' },
          { field: 'controlNo', label: 'Control No' },
        ],
        language: 'EN',
      },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows.slice(3, -1)).toEqual(shown.map((r) => [r.harnessSerialNo, r.controlNo]));
  });
});
