import { registry } from '@fgss/contracts';
import { locationStore } from './configuration/stores.js';
import { openPlant } from './db/plant.js';
const { db } = openPlant('/tmp/fplarge/plants/FGSSMX01.db');
const parse = registry.configuration.LocationMaster.list.input.parse;
for (const [term, sort] of [['bin', [{ selector: 'default_loc', desc: true }, { selector: 'location_cd' }]], ['A1', [{ selector: 'default_loc', desc: true }, { selector: 'location_cd' }]], ['07', [{ selector: 'default_loc', desc: true }, { selector: 'location_cd' }]], ['rack', [{ selector: 'default_loc', desc: true }, { selector: 'location_cd' }]]] as const) {
  const opts = parse({ take: 10, requireTotalCount: true, filter: ['location_nm', 'contains', term], sort });
  const ts: number[] = [];
  let total = 0;
  for (let i = 0; i < 5; i++) { const t = performance.now(); total = locationStore.load(db, opts).totalCount ?? -1; ts.push(performance.now() - t); }
  process.stdout.write(`${term} total ${total} ms ${ts.map((x) => x.toFixed(0)).join(' ')}\n`);
}
