export * from './authentication.js';
export * from './session.js';

import { authentication } from './authentication.js';

export const auth = { authentication };
