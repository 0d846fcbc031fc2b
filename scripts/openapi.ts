import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiText, registry } from '@fgss/contracts';

/** Writes docs/openapi.json from the registry; a unit test (openapi.test.ts) fails while the two differ. */
writeFileSync(fileURLToPath(new URL('../docs/openapi.json', import.meta.url)), openApiText(registry));
