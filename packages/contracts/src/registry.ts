import { auth } from './auth/index.js';
import { configuration } from './configuration/index.js';

/**
 * Every service call, by service, then screen, then call. The gateway's procedures, the fake
 * plant's routes and the contract tests are all generated from this one tree.
 */
export const registry = { auth, configuration };
export type Registry = typeof registry;
