import { permissionMatrix } from './matrix.js';

await permissionMatrix({ part: 1, of: 4 });
