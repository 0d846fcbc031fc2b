import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  EXCEL_EXTENSIONS,
  type FieldSpec,
  messages,
  partRulesMessages,
  UPLOAD_MAX_BYTES,
  type UploadFile,
} from '@fgss/contracts';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { PlantDb } from '../db/plant.js';
import { badRequest, isUniqueViolation, ServiceError } from '../http/errors.js';
import { resolveLookups } from '../lookups/resolve.js';
import { loadExcelJS } from './exceljs.js';
import { ArchiveError, checkArchive } from './zip-archive.js';

/** What an uploaded workbook may unpack to, and how many data rows it may carry. */
export const WORKBOOK_LIMITS = { maxUnpackedBytes: 64 * 1024 * 1024, maxRows: 50_000 };

/** A column of an import: the entity field and the header that names it in the first row. */
export interface ImportColumn {
  field: string;
  spec: FieldSpec;
}

/** One data row of the sheet: its number as Excel shows it, and its values by field. */
export interface SheetRow {
  rowNumber: number;
  values: Record<string, string | null>;
}

/** A refusal of the file; `cause` (what the reader threw) goes to the service's log only. */
const refused = (message: string, cause?: unknown) => badRequest(message, undefined, cause ? { cause } : undefined);

/** Rows read or checked between turns of the event loop, so other requests are answered meanwhile. */
const CHUNK_ROWS = 1000;
/** Bytes of the upload handed to the streaming reader at a time. */
const PIECE_BYTES = 16 * 1024;
/** Rows per insert statement within the import's one transaction. */
const INSERT_ROWS = 200;

/**
 * Reads the first sheet of an uploaded workbook: the header row names the columns (by label or
 * field name, any case), and each non-empty row after it becomes a SheetRow. The file is checked
 * by name, by content and by its unpacked size before exceljs reads it as a stream.
 */
export async function readSheetRows(
  file: UploadFile,
  columns: ImportColumn[],
  /** The message when the header names more columns than these (a file of these columns only). */
  onlyTheseColumns?: string,
  /** A first row that names none of the columns is already data, the columns in this order. */
  headerOptional = false,
): Promise<SheetRow[]> {
  const name = file.name.toLowerCase();
  if (!EXCEL_EXTENSIONS.some((ext) => name.endsWith(ext))) throw refused(partRulesMessages.onlyExcel);
  if (file.content.byteLength > UPLOAD_MAX_BYTES) throw refused(partRulesMessages.tooLarge(UPLOAD_MAX_BYTES >> 20));
  try {
    checkArchive(file.content, WORKBOOK_LIMITS.maxUnpackedBytes);
  } catch (err) {
    if (!(err instanceof ArchiveError)) throw err;
    if (err.problem === 'legacy-xls') throw refused(partRulesMessages.legacyXls);
    if (err.problem === 'too-large') throw refused(partRulesMessages.tooLarge(WORKBOOK_LIMITS.maxUnpackedBytes >> 20));
    throw refused(partRulesMessages.notWorkbook, err);
  }

  // exceljs's streaming reader, fed in small pieces, parses between turns of the event loop.
  const pieces = async function* () {
    for (let at = 0; at < file.content.byteLength; at += PIECE_BYTES) {
      yield Buffer.from(file.content.subarray(at, at + PIECE_BYTES));
      await nextTurn();
    }
  };
  const reader = new (await loadExcelJS()).stream.xlsx.WorkbookReader(Readable.from(pieces()), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'cache',
  });
  const rows: SheetRow[] = [];
  let at: Map<string, number> | undefined;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        if (!row.hasValues) continue;
        if (!at) {
          at = headerOptional ? namedColumns(row, columns) : undefined;
          if (!at) {
            at = headerColumns(row, columns, onlyTheseColumns);
            continue;
          }
        }
        if (row.number - 1 > WORKBOOK_LIMITS.maxRows)
          throw refused(partRulesMessages.tooManyRows(WORKBOOK_LIMITS.maxRows));
        if (row.number % CHUNK_ROWS === 0) await nextTurn();
        const values: Record<string, string | null> = {};
        for (const c of columns) {
          const col = at.get(c.field);
          const text = col === undefined ? '' : row.getCell(col).text.trim();
          values[c.field] = text === '' ? null : text;
        }
        if (Object.values(values).some((v) => v !== null)) rows.push({ rowNumber: row.number, values });
      }
      break; // the first sheet only
    }
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    throw refused(partRulesMessages.notWorkbook, err);
  }
  if (rows.length === 0) throw refused(partRulesMessages.noRows);
  return rows;
}

/** Where each column is in the header row; refuses a header missing a required column. */
/** The columns by position when the first row names none of them and holds no more cells than they. */
function namedColumns(row: ExcelJS.Row, columns: ImportColumn[]): Map<string, number> | undefined {
  const texts: string[] = [];
  row.eachCell((cell) => texts.push(cell.text.trim().toLowerCase()));
  const named = columns.some(
    (c) => texts.includes(c.spec.label.toLowerCase()) || texts.includes(c.field.toLowerCase()),
  );
  if (named || texts.length > columns.length) return undefined;
  return new Map(columns.map((c, i) => [c.field, i + 1]));
}

function headerColumns(row: ExcelJS.Row, columns: ImportColumn[], onlyTheseColumns?: string): Map<string, number> {
  const header = new Map<string, number>();
  row.eachCell((cell, col) => header.set(cell.text.trim().toLowerCase(), col));
  if (onlyTheseColumns && header.size > columns.length) throw refused(onlyTheseColumns);
  const at = new Map<string, number>();
  const missing: string[] = [];
  for (const c of columns) {
    const col = header.get(c.spec.label.toLowerCase()) ?? header.get(c.field.toLowerCase());
    if (col !== undefined) at.set(c.field, col);
    else if (c.spec.required) missing.push(`Row 1: ${partRulesMessages.missingColumn(c.spec.label)}`);
  }
  if (missing.length > 0) throw badRequest(partRulesMessages.fileHasErrors, missing);
  return at;
}

/**
 * Validates every row with the entity's insert schema and, given the entity's fields, checks and
 * fills its lookup-backed fields as a grid save does (yielding between chunks), then inserts
 * them all in one synchronous transaction. Every bad row is reported as 'Row n: message' (a key
 * that already exists too), and then nothing is saved. Returns the number of rows saved.
 */
export async function saveAllOrNothing<T>(
  db: PlantDb,
  rows: SheetRow[],
  schema: z.ZodType<T>,
  fixed: Record<string, unknown>,
  /** Inserts rows; several at once in one statement keeps the synchronous transaction short. */
  insert: (rows: T[]) => void,
  /** The entity's fields: their lookups are checked, as on a grid save. */
  fields?: Record<string, FieldSpec>,
): Promise<number> {
  const issues: string[] = [];
  const valid: { rowNumber: number; row: T }[] = [];
  for (const [i, { rowNumber, values }] of rows.entries()) {
    if (i > 0 && i % CHUNK_ROWS === 0) await nextTurn();
    const parsed = schema.safeParse({ ...values, ...fixed });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) issues.push(`Row ${rowNumber}: ${issue.message}`);
      continue;
    }
    const { row, problems } = fields ? resolveLookups(db, fields, parsed.data) : { row: parsed.data, problems: [] };
    if (problems.length === 0) valid.push({ rowNumber, row });
    else for (const problem of problems) issues.push(`Row ${rowNumber}: ${problem}`);
  }
  if (issues.length > 0) throw badRequest(partRulesMessages.fileHasErrors, issues);
  db.$client.transaction(() => {
    for (let i = 0; i < valid.length; i += INSERT_ROWS) {
      const batch = valid.slice(i, i + INSERT_ROWS);
      try {
        // A savepoint: a batch holding a key that exists is undone, then redone row by row to name it.
        db.$client.transaction(() => insert(batch.map((v) => v.row)))();
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        for (const { rowNumber, row } of batch) {
          try {
            insert([row]);
          } catch (rowErr) {
            if (!isUniqueViolation(rowErr)) throw rowErr;
            issues.push(`Row ${rowNumber}: ${messages.recordExists}`);
          }
        }
      }
    }
    // Throwing inside the transaction rolls every insert of this file back.
    if (issues.length > 0) throw badRequest(partRulesMessages.fileHasErrors, issues);
  })();
  return valid.length;
}
