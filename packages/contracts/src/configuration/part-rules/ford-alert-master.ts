import { z } from 'zod';
import { defineCall } from '../../call.js';
import { defineEntity } from '../../grid/entity.js';
import { fillCall } from '../../grid/fill.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { plantKeyField } from '../../grid/plant-key-field.js';
import { importCall } from './import-call.js';
import { plantCallsAt } from './plant-screen.js';
import { partLookupCall, sewsPartField } from './sews-parts.js';

const screen = 'FORDAlertMaster';
const alert = (n: number) => ({ kind: 'text', label: `Alert ${n}`, max: 40 }) as const;

/**
 * The alerts shown when a FORD part is printed or shipped (spec 1 sections 3 to 5). The SEWS
 * part is set only on new rows; uploads add rows from a workbook; delete all empties a plant's list.
 */
export const FordAlert = defineEntity({
  name: screen,
  title: 'FORD Alert Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    plantid: plantKeyField(),
    // Design level and customer are the chosen XREF part's, never the client's.
    sewsPartNo: sewsPartField('plantid', {
      key: true,
      prefer: { sewsDesignLevel: 'sewsDesignLevel' },
      fills: { sewsDesignLevel: 'sewsDesignLevel', customerId: 'customerId' },
    }),
    sewsDesignLevel: { kind: 'text', label: 'Design Level', max: 40, upper: true, emptyAsString: true },
    customerId: { kind: 'text', label: 'Customer Id', max: 40, upper: true },
    alerT1: alert(1),
    alerT2: alert(2),
    alerT3: alert(3),
    alerT4: alert(4),
  },
  unique: ['plantid', 'sewsPartNo', 'sewsDesignLevel'],
  defaultSort: [{ selector: 'sewsPartNo' }, { selector: 'sewsDesignLevel' }],
  scope: { plantid: 'plantid' },
});
export type FordAlertRow = z.infer<typeof FordAlert.row>;

export const FORDAlertMaster = {
  ...plantCallsAt(screen, 'FordAlertMaster'),
  ...masterGridCalls('configuration', 'ConfigurationMasters', FordAlert),
  fill: fillCall('configuration', 'ConfigurationMasters', FordAlert),
  sewsPartNumbers: partLookupCall('FordAlertMaster/SewsPartNumbersPaginated', screen, {
    plantid: z.string().min(1).max(10),
  }),
  import: importCall('FordAlertMaster/Import', screen),
  deleteAll: defineCall({
    service: 'configuration',
    method: 'DELETE',
    path: 'FordAlertMaster/DeleteAll',
    access: { kind: 'screen', module: 'ConfigurationMasters', screen, action: 'delete' },
    input: z.object({ plantId: z.string().min(1).max(10) }),
    response: z.object({ message: z.string() }),
  }),
};
