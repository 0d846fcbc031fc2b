/**
 * The production build of the two server processes: `packages/gateway/dist/main.js` and
 * `packages/fake-services/dist/main.js` (with source maps), plain JavaScript that `node` runs
 * alone (scripts/start-prod.mjs). The workspace's packages are inside each bundle; installed
 * packages stay imports, resolved from the package's production dependencies.
 */
import { resolve } from 'node:path';
import { bundleTo } from '../packages/fake-services/src/service-bundle.js';
import { root } from './processes.js';

await Promise.all(
  ['gateway', 'fake-services'].map((pkg) =>
    bundleTo(resolve(root, `packages/${pkg}/src/main.ts`), resolve(root, `packages/${pkg}/dist/main.js`), {
      sourcemap: true,
    }),
  ),
);
