export * from './authentication.js';
export * from './secret.js';
export * from './session.js';
export * from './throttle.js';

import { authentication } from './authentication.js';

export const auth = { authentication };
