import type { labelSetupScreens } from '@fgss/contracts';
import type { HandlersOf } from '../../http/handlers.js';

export const labelSetupHandlers: HandlersOf<typeof labelSetupScreens> = {};
