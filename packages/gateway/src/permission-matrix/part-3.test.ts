import { permissionMatrix } from './matrix.js';

await permissionMatrix({ part: 3, of: 4 });
