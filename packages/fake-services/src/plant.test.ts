import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CallTree, flattenCalls, openApiDocument, registry } from '@fgss/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { routeUrl } from './http/routes.js';
import { startTestPlant } from './testing.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('fake plant', () => {
  it('serves exactly the contract’s calls under their service prefixes, plus health and their OpenAPI document', async () => {
    const plant = await startTestPlant();
    try {
      for (const { call } of flattenCalls(registry as unknown as CallTree)) {
        expect(plant.app.hasRoute({ method: call.method, url: routeUrl(call) }), routeUrl(call)).toBe(true);
      }
      expect((await plant.client.route('GET', '/healthz')).body).toEqual({ status: 'ok' });
      expect((await plant.client.route('GET', '/openapi.json')).body).toEqual(openApiDocument(registry));
      expect(await plant.client.route('GET', '/configuration/PlantMaster')).toEqual({
        status: 404,
        body: { message: 'No route GET /configuration/PlantMaster' },
      });
      expect((await plant.client.route('PATCH', '/configuration/LocationMaster')).status).toBe(404);
    } finally {
      await plant.close();
    }
  });

  it('keeps its databases in the data directory and seeds them only once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fgss-plant-'));
    dirs.push(dir);
    const first = await startTestPlant({ dataDir: dir });
    const token = await first.client.signIn('admin', 'FGSSUS01');
    const insert = [{ location_cd: 'KEEP1', location_nm: 'Survives a restart' }];
    expect((await first.client.call('configuration.LocationMaster.insert', insert, { token })).status).toBe(200);
    await first.close();
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.db'))
        .sort(),
    ).toEqual(['FGSSCENTRAL.db', 'FGSSMX01.db', 'FGSSMX02.db', 'FGSSUS01.db', 'central.db']);

    const second = await startTestPlant({ dataDir: dir });
    try {
      const again = await second.client.signIn('admin', 'FGSSUS01');
      const rows = await second.client.call(
        'configuration.LocationMaster.list',
        { requireTotalCount: true, take: 0 },
        { token: again },
      );
      expect(rows.body.totalCount).toBe(8);
    } finally {
      await second.close();
    }
    expect(existsSync(dir)).toBe(true);
  });
});
