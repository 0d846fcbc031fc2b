import type { Registry } from '@fgss/contracts';
import type { HandlersOf } from '../http/handlers.js';

/** Report service (spec 3 section 7). */
export const reportHandlers: HandlersOf<Registry['report']> = {};
