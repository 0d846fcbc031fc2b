import { permissionMatrix } from './matrix.js';

await permissionMatrix({ part: 2, of: 4 });
