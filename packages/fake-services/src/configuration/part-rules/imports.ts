import { ComponentCode, FordAlert, partRulesMessages, type UploadFile } from '@fgss/contracts';
import type { PlantDb } from '../../db/plant.js';
import { fordAlerts } from '../../db/schema/part-rules/index.js';
import { type ImportColumn, readSheetRows, saveAllOrNothing } from '../../import/xlsx-import.js';
import { partCodes } from './part-codes.js';
import { componentCodeStore } from './stores.js';

const columnsOf = (fields: Record<string, import('@fgss/contracts').FieldSpec>, names: string[]): ImportColumn[] =>
  names.map((field) => ({ field, spec: fields[field] as import('@fgss/contracts').FieldSpec }));

/** The columns of a FORD alert workbook, by their grid headers ('SEWS Part No.', 'Alert 1', ...). */
export const fordAlertColumns = columnsOf(FordAlert.fields, [
  'sewsPartNo',
  'sewsDesignLevel',
  'customerId',
  'alerT1',
  'alerT2',
  'alerT3',
  'alerT4',
]);

/** The columns of a component code workbook; missing customer and supplier codes come from the XREF. */
export const componentCodeColumns = columnsOf(ComponentCode.fields, [
  'sewsPartNo',
  'customerCode',
  'supplierCode',
  'componentCode',
]);

export async function importFordAlerts(db: PlantDb, plantid: string, file: UploadFile) {
  const rows = await readSheetRows(file, fordAlertColumns);
  const insert = db.insert(fordAlerts);
  const n = await saveAllOrNothing(
    db,
    rows,
    FordAlert.insert,
    { plantid },
    (batch) => insert.values(batch as never[]).run(),
    FordAlert.fields,
  );
  return { message: partRulesMessages.imported(n) };
}

export async function importComponentCodes(db: PlantDb, plantId: string, file: UploadFile) {
  const rows = await readSheetRows(file, componentCodeColumns);
  for (const { values } of rows) {
    if (values.sewsPartNo && (!values.customerCode || !values.supplierCode)) {
      const codes = partCodes(db, plantId, values.sewsPartNo);
      values.customerCode ??= codes.customrCode;
      values.supplierCode ??= codes.supplierId;
    }
  }
  const n = await saveAllOrNothing(
    db,
    rows,
    ComponentCode.insert,
    { plantId },
    (batch) => componentCodeStore.insert(db, batch),
    ComponentCode.fields,
  );
  return { message: partRulesMessages.imported(n) };
}
