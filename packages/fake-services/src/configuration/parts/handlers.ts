import type { partsScreens } from '@fgss/contracts';
import type { HandlersOf } from '../../http/handlers.js';

export const partsHandlers: HandlersOf<typeof partsScreens> = {};
