/** What a permission-matrix sample gets to build a valid input as one demo user. */
export type DemoUser = 'admin' | 'planner' | 'viewer';

export type Row = Record<string, unknown>;

export interface SampleKit {
  user: DemoUser;
  /** An upper-case code used by no other call of this run, at most `max` characters. */
  code(max: number): string;
  /** A new row of `grid` that admin inserted for this sample, as the list returns it. */
  freshRow(grid: string): Promise<Row>;
  /** A procedure called by admin to set a sample up (a print job to reprint); its reply. */
  asAdmin(procedure: string, input: unknown): Promise<unknown>;
  signInInput(username: string, password?: string): Promise<unknown>;
  serverId: number;
  zone: string;
  domain: string;
  /** Old and new password for one more change of the password of `soon`. */
  nextPassword(): { oldPassword: string; newPassword: string };
}
export type Sample = (kit: SampleKit) => unknown;

export interface GridSample {
  newRow: (kit: SampleKit) => Row;
  /** The unique column a fresh row is found by. */
  key: string;
  /** A text column an update may change. */
  touch?: string;
  /** Extra load options of its list. */
  listInput?: Row;
}

/** Samples by procedure name, then by variant ('' when there is one). */
export type Samples = Record<string, Record<string, Sample>>;

/** The calls of a master grid (masterGridCalls), one sample per kind of change for its save. */
export function gridSamples(grid: string, spec: GridSample): Samples {
  const touched = (row: Row) => (spec.touch ? { ...row, [spec.touch]: 'Changed by matrix' } : row);
  return {
    [`${grid}.list`]: { '': () => ({ ...spec.listInput, skip: 0, take: 10, requireTotalCount: true }) },
    [`${grid}.insert`]: { '': (k) => ({ rows: [spec.newRow(k)] }) },
    [`${grid}.update`]: { '': async (k) => ({ rows: [touched(await k.freshRow(grid))] }) },
    [`${grid}.remove`]: { '': async (k) => ({ rows: [{ id: (await k.freshRow(grid)).id }] }) },
    [`${grid}.save`]: {
      inserted: (k) => ({ inserted: [spec.newRow(k)] }),
      updated: async (k) => ({ updated: [touched(await k.freshRow(grid))] }),
      deleted: async (k) => ({ deleted: [{ id: (await k.freshRow(grid)).id }] }),
    },
  };
}
