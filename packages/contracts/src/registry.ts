import { auth } from './auth/index.js';
import { configuration } from './configuration/index.js';
import { demand } from './demand/index.js';
import { doi } from './doi/index.js';
import { importExport } from './import/index.js';
import { report } from './report/index.js';
import { rework } from './rework/index.js';
import { shipping } from './shipping/index.js';

/**
 * Every service call, by service, then screen, then call. The gateway's procedures, the fake
 * plant's routes and the contract tests are all generated from this one tree.
 */
export const registry = { auth, configuration, demand, report, shipping, rework, doi, import: importExport };
export type Registry = typeof registry;
