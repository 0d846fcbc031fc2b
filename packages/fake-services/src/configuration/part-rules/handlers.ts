import type { partRulesScreens } from '@fgss/contracts';
import type { HandlersOf } from '../../http/handlers.js';

export const partRulesHandlers: HandlersOf<typeof partRulesScreens> = {};
