import { hasControlCharacter, importExportMessages as m, x12SeparatorsIn } from '@fgss/contracts';
import type { PlantDb } from '../db/plant.js';

/**
 * The values a box takes from its XREF row when it is printed and the 856 carries exactly (LIN
 * BP, N1 BY): where each is fixed. An XREF save that fixes one carries the fix to the boxes
 * (configuration/parts/xref-fixes.ts), so naming the master is all the user needs.
 */
const FROM_XREF = [
  { column: 'cust_part_no', label: 'Customer part' },
  { column: 'customer_id', label: 'Customer' },
] as const;
const XREF_SCREEN = 'XREF Maintenance';

/** What a value holds that no ASN can carry ("'*' and '~'"), or null when it can go as it is. */
export function unsafeFor856(value: string | null): string | null {
  if (!value) return null;
  const found = x12SeparatorsIn(value).map((s) => `'${s}'`);
  if (hasControlCharacter(value)) found.push(m.controlCharacter);
  // "'*', '~' and '>'"
  return found.length > 0 ? found.join(', ').replace(/, ([^,]*)$/, ' and $1') : null;
}

/**
 * The first stored value of a shipment's boxes that would make its 856 invalid, as a message
 * naming the value, the box, what is wrong with it and the master to fix it in; null when the
 * boxes' values can all go.
 */
export function storedValueProblem(db: PlantDb, shipmentId: number): string | null {
  const boxes = db.$client
    .prepare(
      `SELECT box_serial_no AS box, ${FROM_XREF.map((f) => f.column).join(', ')}
       FROM box WHERE shipment_id = ? ORDER BY box_serial_no`,
    )
    .all(shipmentId) as ({ box: string } & Record<(typeof FROM_XREF)[number]['column'], string | null>)[];
  for (const b of boxes)
    for (const { column, label } of FROM_XREF) {
      const found = unsafeFor856(b[column]);
      if (found) return m.storedAsnValue(label, b[column] ?? '', b.box, found, XREF_SCREEN);
    }
  return null;
}
