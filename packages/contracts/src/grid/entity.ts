import { z } from 'zod';
import { asnValue, CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../input-safety.js';
import type { ScopeParam } from './load-options.js';
import type { FieldLookup } from './lookup.js';

/**
 * A grid entity is declared once, field by field, with the spec's rules. Everything else is
 * derived from it: the row and input schemas (gateway and fake plant validation), the column
 * whitelist of the load-options translator, and the web grid's columns and cell editors.
 */
export type FieldKind = 'id' | 'text' | 'bool' | 'int';

export interface FieldSpec {
  kind: FieldKind;
  label: string;
  /** text: maximum length; int: maximum value. */
  max?: number;
  /** int: minimum value. */
  min?: number;
  required?: boolean;
  upper?: boolean;
  /** Key field: editable only on new rows (spec 1 section 4). */
  key?: boolean;
  readOnly?: boolean;
  hidden?: boolean;
  /** Primary/default flag: exactly one row has it, not editable on new rows, row not deletable. */
  primary?: boolean;
  /** Empty or missing becomes '' (spec 1 section 5, parameter master). */
  emptyAsString?: boolean;
  /** int: empty or missing becomes 0 (spec 1 section 5, label format darkness and lengths). */
  emptyAsZero?: boolean;
  /** Editable on existing rows only with update permission even when the row is new. */
  needsUpdate?: boolean;
  /** The value must be a code of this lookup table; the services check it (grid/lookup.ts). */
  lookup?: FieldLookup;
  /** What a new row starts with, and what an insert without the field saves. */
  default?: string | number;
  /** text: the value goes into the plant's ASNs (the 856), so X12 separators are refused. */
  asn?: boolean;
  /** Read-only: the service writes who last inserted or changed the row ('by') and when ('on'). */
  stamp?: 'by' | 'on';
}

export interface EntitySpec<F extends Record<string, FieldSpec>> {
  /** Table / screen name as the spec's service path (e.g. 'LocationMaster'). */
  name: string;
  title: string;
  fields: F;
  /** Fields that together must be unique; a duplicate gives [20007]. */
  unique: (keyof F & string)[];
  /** Message when a delete of the primary row is attempted. */
  primaryDeleteMessage?: string;
  defaultSort: { selector: keyof F & string; desc?: boolean }[];
  /**
   * Rules across fields of a row (e.g. a port is required for TCP/IP), checked on insert and
   * update wherever the schemas are used: the web grid's cells, the gateway and the services.
   */
  checks?: (row: Partial<RowOf<F>>) => { field: keyof F & string; message: string }[];
  /**
   * The load options that choose which rows the grid is about, and the field each selects on
   * (e.g. { plantid: 'plantId' }): the web sends the chosen value with every load and puts it in
   * that field of a new row.
   */
  scope?: Partial<Record<ScopeParam, keyof F & string>>;
  /** Existing rows may be changed with the read right alone (spec 3 section 6: FTP, customer group). */
  alwaysUpdatable?: boolean;
}

type TextOut<S extends FieldSpec> = S['required'] extends true
  ? string
  : S['emptyAsString'] extends true
    ? string
    : string | null;
type FieldOut<S extends FieldSpec> = S['kind'] extends 'id' | 'int'
  ? S['kind'] extends 'id'
    ? number
    : number | null
  : S['kind'] extends 'bool'
    ? boolean
    : TextOut<S>;

export type RowOf<F extends Record<string, FieldSpec>> = { [K in keyof F]: FieldOut<F[K]> };

const lengthMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
const requiredMessage = (label: string) => `${label} is required`;
const numberMessage = (label: string) => `${label} must be a number`;
const rangeMessage = (label: string, min: number, max: number) =>
  `The field ${label} must be between ${min} and ${max}`;

function inputField(spec: FieldSpec): z.ZodType {
  switch (spec.kind) {
    case 'id':
      return z.number().int().positive();
    case 'bool':
      return z.boolean().default(false);
    case 'int': {
      // A blank cell is missing, not a wrong number: it says so.
      let n = z
        .number({ error: (issue) => (issue.input == null ? requiredMessage(spec.label) : numberMessage(spec.label)) })
        .int();
      if (spec.min !== undefined && spec.max !== undefined) {
        const msg = rangeMessage(spec.label, spec.min, spec.max);
        n = n.min(spec.min, msg).max(spec.max, msg);
      }
      if (spec.default !== undefined) return z.preprocess((v) => v ?? spec.default, n);
      if (spec.required) return n;
      if (spec.emptyAsZero) return z.preprocess((v) => v ?? 0, n);
      return n.nullable().default(null);
    }
    case 'text': {
      let s = z
        .string({ error: requiredMessage(spec.label) })
        .trim()
        .refine((v) => !hasControlCharacter(v), `${spec.label} ${CONTROL_CHARACTER_MESSAGE}`);
      if (spec.asn) s = asnValue(s, spec.label);
      if (spec.max !== undefined) s = s.max(spec.max, lengthMessage(spec.label, spec.max));
      if (spec.required) s = s.min(1, requiredMessage(spec.label));
      const cased = spec.upper ? s.transform((v) => v.toUpperCase()) : s;
      if (spec.default !== undefined) return z.preprocess((v) => (v == null || v === '' ? spec.default : v), cased);
      if (spec.required) return cased;
      if (spec.emptyAsString) return z.preprocess((v) => v ?? '', cased);
      return z.preprocess((v) => (v === '' ? null : v), cased.nullable()).default(null);
    }
  }
}

function rowField(spec: FieldSpec): z.ZodType {
  switch (spec.kind) {
    case 'id':
      return z.number().int();
    case 'bool':
      return z.boolean();
    case 'int':
      return spec.required || spec.emptyAsZero ? z.number() : z.number().nullable();
    case 'text':
      return spec.required || spec.emptyAsString ? z.string() : z.string().nullable();
  }
}

/**
 * Who last inserted or changed a row and when ('yyyy-MM-dd HH:mm:ss', plant time): the service
 * writes them, the grid shows them read-only. For masters anyone who reads may change.
 */
export const changeStampFields = {
  updatedBy: { kind: 'text', label: 'Updated By', readOnly: true, stamp: 'by' },
  updatedOn: { kind: 'text', label: 'Updated On', readOnly: true, stamp: 'on' },
} as const;

export function defineEntity<const F extends Record<string, FieldSpec>>(spec: EntitySpec<F>) {
  const names = Object.keys(spec.fields) as (keyof F & string)[];
  const idField = names.find((n) => spec.fields[n]?.kind === 'id');
  if (!idField) throw new Error(`${spec.name}: an entity needs an id field`);
  // Read-only fields are the service's to fill; the primary flag is not editable on new rows.
  const editable = names.filter((n) => n !== idField && !spec.fields[n]?.readOnly);
  const insertable = editable.filter((n) => !spec.fields[n]?.primary);
  const shape = (make: (s: FieldSpec) => z.ZodType, only: string[]) =>
    Object.fromEntries(only.map((n) => [n, make(spec.fields[n] as FieldSpec)]));

  const row = z.object(shape(rowField, names)) as unknown as z.ZodType<RowOf<F>>;
  // The checks run even when a field is wrong, so a save lists every problem of a row at once.
  // They see only the fields that parsed (never a raw wrong value) and add nothing to a wrong field.
  const checked = <T extends z.ZodObject>(o: T) =>
    spec.checks
      ? o.superRefine(
          (row, ctx) => {
            const wrong = new Set(ctx.issues.map((i) => String(i.path?.[0])));
            const parsed = Object.fromEntries(Object.entries(row).filter(([k]) => !wrong.has(k)));
            for (const c of spec.checks?.(parsed as Partial<RowOf<F>>) ?? [])
              if (!wrong.has(c.field)) ctx.addIssue({ code: 'custom', path: [c.field], message: c.message });
          },
          { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
        )
      : o;
  const insert = checked(z.object(shape(inputField, insertable)));
  const update = checked(
    z.object({ ...shape(inputField, editable), [idField]: inputField({ kind: 'id', label: 'Id' }) }),
  );
  const key = z.object({ [idField]: inputField({ kind: 'id', label: 'Id' }) });
  const primaryField = names.find((n) => spec.fields[n]?.primary);

  return {
    ...spec,
    idField,
    /** Every column name: the whitelist for filters, sorts and searches. */
    columns: names,
    primaryField,
    row,
    insert: insert as unknown as z.ZodType<Partial<RowOf<F>>, Partial<RowOf<F>>>,
    update: update as unknown as z.ZodType<RowOf<F>, Partial<RowOf<F>>>,
    key: key as unknown as z.ZodType<{ id: number }, { id: number }>,
  };
}

/** What the grid calls need of an entity, generic in its row types so they stay precise. */
export interface Entity<Row = Record<string, unknown>, Ins = unknown, Upd = unknown> {
  name: string;
  title: string;
  fields: Record<string, FieldSpec>;
  columns: string[];
  idField: string;
  primaryField: string | undefined;
  unique: string[];
  primaryDeleteMessage?: string;
  defaultSort: { selector: string; desc?: boolean }[];
  scope?: Partial<Record<ScopeParam, string>>;
  alwaysUpdatable?: boolean;
  row: z.ZodType<Row>;
  insert: z.ZodType<Ins, Ins>;
  update: z.ZodType<Upd, Partial<Upd>>;
  key: z.ZodType<{ id: number }, { id: number }>;
}
