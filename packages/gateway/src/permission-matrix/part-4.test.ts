import { permissionMatrix } from './matrix.js';

await permissionMatrix({ part: 4, of: 4 });
