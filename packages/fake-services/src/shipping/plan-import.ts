import { read, utils } from '@e965/xlsx';
import {
  type FieldSpec,
  PLAN_IMPORT_FIELDS,
  type PlanOption,
  PlanRow,
  type PlanRowRow,
  partRulesMessages,
  shippingMessages,
  UPLOAD_MAX_BYTES,
  type UploadFile,
} from '@fgss/contracts';
import { insertRows } from '../db/insert-rows.js';
import type { PlantDb } from '../db/plant.js';
import { planRows } from '../db/schema/shipping-plan/index.js';
import { badRequest, ServiceError } from '../http/errors.js';
import type { FileReply } from '../http/handlers.js';
import {
  type ImportColumn,
  readSheetRows,
  type SheetRow,
  saveAllOrNothing,
  WORKBOOK_LIMITS,
} from '../import/xlsx-import.js';
import { logInserts } from './plan-book.js';

const columnsOf = (option: PlanOption): ImportColumn[] =>
  PLAN_IMPORT_FIELDS[option].map((field) => ({ field, spec: PlanRow.fields[field] as FieldSpec }));

/** The template of an option: one sheet whose header row is exactly the columns the import reads. */
export function planTemplate(option: PlanOption): FileReply {
  return {
    fileName: `ShipmentPlan_${option}_Template`,
    title: option === 'SH' ? 'Shipment Plan' : 'Production Plan',
    columns: columnsOf(option).map((c) => ({ field: c.field, label: c.spec.label })),
    rows: [],
    template: true,
  };
}

/** Excel 97-2003 files are OLE2 compound documents. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const isOle2 = (bytes: Uint8Array) => OLE2.every((b, i) => bytes[i] === b);

/**
 * The rows of a real .xls (BIFF) workbook, read with SheetJS as the .xlsx reader reads its
 * files: the header row names the columns by label or field name, empty rows are skipped.
 */
function readXlsRows(file: UploadFile, columns: ImportColumn[]): SheetRow[] {
  if (file.content.byteLength > UPLOAD_MAX_BYTES) throw badRequest(partRulesMessages.tooLarge(UPLOAD_MAX_BYTES >> 20));
  let table: (string | null)[][];
  try {
    const workbook = read(file.content, { type: 'array', cellDates: true, sheetRows: WORKBOOK_LIMITS.maxRows + 2 });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) throw badRequest(partRulesMessages.noRows);
    table = utils.sheet_to_json(sheet, { header: 1, raw: false, defval: null, dateNF: 'yyyy-mm-dd', blankrows: true });
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    throw badRequest(partRulesMessages.notWorkbook);
  }
  if (table.length - 1 > WORKBOOK_LIMITS.maxRows)
    throw badRequest(partRulesMessages.tooManyRows(WORKBOOK_LIMITS.maxRows));
  const header = (table[0] ?? []).map((h) =>
    String(h ?? '')
      .trim()
      .toLowerCase(),
  );
  const at = new Map<string, number>();
  const missing: string[] = [];
  for (const c of columns) {
    const col = [c.spec.label.toLowerCase(), c.field.toLowerCase()].map((h) => header.indexOf(h)).find((i) => i >= 0);
    if (col !== undefined) at.set(c.field, col);
    else if (c.spec.required) missing.push(`Row 1: ${partRulesMessages.missingColumn(c.spec.label)}`);
  }
  if (missing.length > 0) throw badRequest(shippingMessages.importFailed, missing);
  const rows: SheetRow[] = [];
  table.slice(1).forEach((cells, i) => {
    const values = Object.fromEntries(
      columns.map((c) => {
        const col = at.get(c.field);
        const text = col === undefined ? '' : String(cells[col] ?? '').trim();
        return [c.field, text === '' ? null : text];
      }),
    );
    if (Object.values(values).some((v) => v !== null)) rows.push({ rowNumber: i + 2, values });
  });
  if (rows.length === 0) throw badRequest(partRulesMessages.noRows);
  return rows;
}

/** Sheet text as the plan's fields take it: whole numbers as numbers, dates as yyyy-MM-dd. */
function typed(rows: SheetRow[], option: PlanOption): SheetRow[] {
  const dateField = option === 'SH' ? 'shipDate' : 'prodDate';
  return rows.map(({ rowNumber, values }) => {
    const out: Record<string, unknown> = { ...values };
    for (const [field, value] of Object.entries(values)) {
      if (value === null) continue;
      if (PlanRow.fields[field as keyof typeof PlanRow.fields]?.kind === 'int' && /^-?\d+(\.0+)?$/.test(value))
        out[field] = Number(value);
    }
    const date = values[dateField];
    if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)))
      out[dateField] = new Date(Date.parse(date)).toISOString().slice(0, 10);
    return { rowNumber, values: out as Record<string, string | null> };
  });
}

/**
 * Imports one plan workbook (.xlsx with exceljs, a real .xls with SheetJS) for a plant and
 * option, all or nothing: any bad row refuses the file with importFailed and one 'Row n: why'
 * line per bad row (the error detail the web saves). Every saved row is logged as IMPORT.
 */
export async function importPlan(db: PlantDb, option: PlanOption, plantId: string, file: UploadFile, user: string) {
  const columns = columnsOf(option);
  try {
    const sheet = isOle2(file.content) ? readXlsRows(file, columns) : await readSheetRows(file, columns);
    const n = await saveAllOrNothing(
      db,
      typed(sheet, option),
      PlanRow.insert,
      { option, plantId },
      (batch) => {
        insertRows(db, planRows, batch);
        logInserts(db, 'IMPORT', user, batch as PlanRowRow[]);
      },
      PlanRow.fields,
    );
    return { message: shippingMessages.imported(n) };
  } catch (err) {
    // The rows' reasons are the error detail; the message is the plan screen's own.
    if (err instanceof ServiceError && err.issues) throw badRequest(shippingMessages.importFailed, err.issues);
    throw err;
  }
}
