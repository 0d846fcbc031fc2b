import { readFileSync, readdirSync } from 'node:fs';
import { sectionSeven, specCalls } from './packages/contracts/src/spec-calls.js';
for (const f of readdirSync('/work/shared/spec').filter((f) => /^\d/.test(f)).sort()) {
  for (const c of specCalls(sectionSeven(readFileSync(`/work/shared/spec/${f}`, 'utf8'))))
    console.log(f[0], c.method.padEnd(6), c.path.padEnd(55), c.query.length ? `?${c.query.join('&')}` : '', c.named.length ? `with ${c.named.join(',')}` : '', c.body ?? '');
}
