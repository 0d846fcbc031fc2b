/** What a bench suite gets: the running stack on the large seed, signed in as admin on FGSSMX01. */
export interface BenchStack {
  /** Base URL of the fake plant (services called directly). */
  plant: string;
  /** Base URL of the gateway (tRPC at /trpc, exports at /api/export). */
  gateway: string;
  /** A bearer token of admin on FGSSMX01 (the large-seed server). */
  token: string;
  dataDir: string;
  /** Prints a line of the report. */
  out(line: string): void;
  /** Records one figure of the run (figures.ts): printed with its goal, saved and compared by run.ts. */
  figure(name: string, value: number, unit: string, goal?: Goal): void;
}

/** A figure's goal: at most or at least `value`. */
export interface Goal {
  op: '<=' | '>=';
  value: number;
}
export const atMost = (value: number): Goal => ({ op: '<=', value });
export const atLeast = (value: number): Goal => ({ op: '>=', value });

/** One file of bench/suites/: `export default { name, run } satisfies BenchSuite`. */
export interface BenchSuite {
  name: string;
  /** Work before the stack starts (the browser suites build the web app the gateway serves). */
  prepare?(): void;
  run(stack: BenchStack): Promise<void>;
}

export const ms = (v: number) => `${v.toFixed(2)} ms`;
