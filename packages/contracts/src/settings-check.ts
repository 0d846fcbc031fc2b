/**
 * A process's settings read from the environment with every problem collected, so one start
 * names all the wrong or missing settings together, before anything listens.
 */
export class SettingsCheck {
  private readonly problems: string[] = [];

  constructor(private readonly env: Record<string, string | undefined>) {}

  /** `read()`'s value; when it throws, its message is noted and `fallback` stands in. */
  take<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (err) {
      this.problems.push(err instanceof Error ? err.message : String(err));
      return fallback;
    }
  }

  /** A number above zero (or `fallback` when unset). */
  positive(name: string, fallback: number): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (Number.isFinite(n) && n > 0) return n;
    this.problems.push(`${name} must be a positive number, got '${raw}'`);
    return fallback;
  }

  /** A TCP port, 1-65535 (0 too when `anyFree`: the system picks one). */
  port(name: string, fallback: number, { anyFree = false } = {}): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (Number.isInteger(n) && n >= (anyFree ? 0 : 1) && n <= 65_535) return n;
    this.problems.push(`${name} must be a port number (${anyFree ? 0 : 1}-65535), got '${raw}'`);
    return fallback;
  }

  /** Throws one error naming every problem noted, if any; `who` names the process. */
  done(who: string): void {
    if (this.problems.length === 0) return;
    const [only] = this.problems;
    throw new Error(
      this.problems.length === 1
        ? `${who} configuration: ${only}`
        : `${who} configuration has ${this.problems.length} problems:\n${this.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

/**
 * Who reads /metrics, from FGSS_METRICS_TOKEN: a scraper sending it as a bearer token (the
 * token); anyone in development (null); nobody in production without it (false: the route is
 * off, since the series would answer any caller on every interface the process listens on).
 */
export function metricsTokenFrom(env: Record<string, string | undefined>): string | null | false {
  if (env.FGSS_METRICS_TOKEN) return env.FGSS_METRICS_TOKEN;
  return env.NODE_ENV === 'production' ? false : null;
}

/** What a production process logs at start when it serves no /metrics. */
export const METRICS_OFF_NOTICE = '/metrics is off: set FGSS_METRICS_TOKEN to serve it to a scraper that sends it';
