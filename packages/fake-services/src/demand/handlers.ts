import type { Registry } from '@fgss/contracts';
import type { HandlersOf } from '../http/handlers.js';

/** Demand printing service (spec 2 section 7). */
export const demandHandlers: HandlersOf<Registry['demand']> = {};
