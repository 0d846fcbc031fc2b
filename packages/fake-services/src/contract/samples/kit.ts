import type { BatchSaveName, CallName } from '@fgss/contracts';
import { workbookFile } from '../../import/workbook-file.js';

export type Row = Record<string, unknown>;

/**
 * What a sample gets to build a valid input for one caller. The contract test gives its contract
 * account (the plant's admin by default) and calls the plant; the permission matrix gives each
 * demo user in turn and calls through the gateway. Set-up calls (`call`) are always made as a
 * user with every right, so that only the sampled call tells the callers apart.
 */
export interface SampleKit {
  /** The caller's user name. */
  user: string;
  /** The plant server the caller is signed in to, its zone and the caller's domain there. */
  servername: string;
  zone: string;
  domain: string;
  /** The caller's sign-in input (auth.authentication.token). */
  signInInput(): Promise<unknown> | unknown;
  /** A password change the caller may make and the run can afford (user, old and new password). */
  passwordChange(): Promise<{ username: string; oldPassword: string; newPassword: string }>;
  /** An upper-case code used by no other sample of this run, at most `max` characters. */
  code(max: number): string;
  /** A set-up call of the registry (by name), made with every right; it must succeed. */
  call<T = unknown>(name: CallName, input: Row | Row[]): Promise<T>;
  /** A value made once per run (a printer the samples print to), shared by later samples. */
  memo<T>(key: string, make: () => T): T;
}

/** Builds a valid input of one call; it may make set-up calls first. */
export type Sample = (k: SampleKit) => unknown;
/** The samples of one call by variant: '' when it has one, else what each variant shows. */
export type Variants = Readonly<Record<string, Sample>>;
/** Samples by registry call name, and of the gateway's grid saves; a name the registry lacks does not compile. */
export type Samples = { readonly [N in CallName | BatchSaveName]?: Variants };

/** One sample without variants. */
export const one = (sample: Sample): Variants => ({ '': sample });
export const none = one(() => ({}));

/** Codes unique to a run: a counter, then a tag of the run, so a replay on one database differs. */
export function codes(prefix: string): (max: number) => string {
  const run = Date.now().toString(36).slice(-3).toUpperCase();
  let counter = 0;
  return (max) => `${prefix}${(counter++).toString(36).padStart(3, '0')}${run}`.toUpperCase().slice(0, max);
}

/** An upload's file as the web sends it: an .xlsx built from a header and rows, base64 in JSON. */
export async function upload(name: string, header: string[], rows: (string | number | null)[][]) {
  const file = await workbookFile(name, header, rows);
  return { name: file.name, content: Buffer.from(file.content).toString('base64') };
}

/** A master grid of the registry: the node whose masterGridCalls are list/insert/update/remove/save. */
export type GridNode = BatchSaveName extends infer N ? (N extends `${infer G}.save` ? G : never) : never;

export interface GridSample {
  newRow: (k: SampleKit) => Row | Promise<Row>;
  /** The unique column (or columns) a fresh row is found by. */
  key: string | string[];
  /** A change an update may make to a listed row. */
  edit: (row: Row) => Row;
  /** Extra load options of its list. */
  listInput?: Row;
}

const grids = new Map<GridNode, GridSample>();

/** A new row of `grid`, inserted by a set-up call and read back as its list returns it. */
export async function freshRow(k: SampleKit, grid: GridNode): Promise<Row> {
  const spec = grids.get(grid);
  if (!spec) throw new Error(`No grid sample for ${grid}`);
  const row = await spec.newRow(k);
  await k.call(`${grid}.insert` as CallName, [row]);
  const conditions = [spec.key].flat().map((f) => [f, '=', row[f]]);
  const filter = conditions.length === 1 ? conditions[0] : conditions.flatMap((c, i) => (i ? ['and', c] : [c]));
  const found = await k.call<{ data: Row[] }>(`${grid}.list` as CallName, { ...spec.listInput, filter, take: 1 });
  const listed = found.data[0];
  if (!listed) throw new Error(`The row inserted into ${grid} is not listed`);
  return listed;
}

/**
 * The samples of a master grid's calls (masterGridCalls), whose rows go as bare arrays; its save
 * (the gateway's) has one variant per kind of change (each needs its own right) and one with all three.
 */
export function gridSamples(grid: GridNode, spec: GridSample): Samples {
  grids.set(grid, spec);
  const edited = async (k: SampleKit) => spec.edit(await freshRow(k, grid));
  const gone = async (k: SampleKit) => ({ id: (await freshRow(k, grid)).id });
  const save: Variants = {
    inserted: async (k) => ({ inserted: [await spec.newRow(k)] }),
    updated: async (k) => ({ updated: [await edited(k)] }),
    deleted: async (k) => ({ deleted: [await gone(k)] }),
    all: async (k) => ({ deleted: [await gone(k)], updated: [await edited(k)], inserted: [await spec.newRow(k)] }),
  };
  return {
    [`${grid}.list`]: one(() => ({ ...spec.listInput, skip: 0, take: 10, requireTotalCount: true })),
    [`${grid}.insert`]: one(async (k) => [await spec.newRow(k)]),
    [`${grid}.update`]: one(async (k) => [await edited(k)]),
    [`${grid}.remove`]: one(async (k) => [await gone(k)]),
    [`${grid}.save`]: save,
  };
}

/** The grids of `specs`, each with its calls' samples. */
export const gridsSamples = (specs: Partial<Record<GridNode, GridSample>>): Samples =>
  Object.assign({}, ...Object.entries(specs).map(([grid, spec]) => gridSamples(grid as GridNode, spec as GridSample)));

const sameKey = (row: Row, key: Row) =>
  Object.entries(key).every(([f, v]) => String(row[f]).toLowerCase() === String(v).toLowerCase());

/**
 * A new row of a grid whose unique key (`fields`) comes from small lookup tables (label format
 * codes, XREF field names, warehouses): the first of `keys` no row holds, else the key of the
 * grid's oldest row, removed first. The services refuse a key outside its lookup, so samples
 * cannot make one up.
 */
export async function rowWithFreeKey(k: SampleKit, grid: GridNode, fields: string[], keys: Row[], rest: Row) {
  const list = await k.call<{ data: Row[] }>(`${grid}.list` as CallName, {
    ...grids.get(grid)?.listInput,
    sort: [{ selector: 'id' }],
  });
  const free = keys.find((key) => !list.data.some((row) => sameKey(row, key)));
  if (free) return { ...rest, ...free };
  const oldest = list.data[0] as Row;
  await k.call(`${grid}.remove` as CallName, [{ id: oldest.id }]);
  return { ...rest, ...Object.fromEntries(fields.map((f) => [f, oldest[f]])) };
}

/** The codes a lookup call answers. */
export const lookupCodes = async (k: SampleKit, name: CallName, input: Row = {}) =>
  (await k.call<{ code: string }[]>(name, input)).map((i) => i.code);

/** Every pair of two code lists, as row keys. */
export const keyPairs = (a: string[], b: string[], [fa, fb]: [string, string]): Row[] =>
  a.flatMap((x) => b.map((y) => ({ [fa]: x, [fb]: y })));

/** A new part in a plant's XREF (which has no lookups of its own), for a row that must name one. */
export async function newXrefPart(k: SampleKit, plantId: string, designLevel = '01'): Promise<string> {
  const sewsPartNo = `82999-${k.code(20)}`;
  await k.call('configuration.XREFMaintenance.insert', [
    { plantId, sewS_PART_NO: sewsPartNo, sewS_DESIGN_LEVEL: designLevel, shorT_PART_NO: 'S001' },
  ]);
  return sewsPartNo;
}
