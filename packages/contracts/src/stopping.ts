/** What a request gets while its process stops (503, `Connection: close`): another instance or a retry answers it. */
export const stoppingMessage = 'The service is stopping for a restart; try again in a moment.';

/** How long a stopping process lets the work it took finish: FGSS_STOP_GRACE_MS, default 20 s. */
export function stopGraceMs(env: Record<string, string | undefined>): number {
  const raw = env.FGSS_STOP_GRACE_MS;
  if (raw === undefined || raw === '') return 20_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`FGSS_STOP_GRACE_MS must be a whole number of milliseconds, not '${raw}'`);
  return ms;
}

/**
 * The requests a process is answering, so a stop can refuse new ones and wait for these.
 * Framework-free: the gateway and the fake plant each hook it into their server.
 */
export class InFlight {
  private count = 0;
  private stopping = false;
  private idle: (() => void) | null = null;
  private readonly stopListeners = new Set<() => void>();

  /** Takes a request: false once stopping (the caller refuses it); else call `leave` when it ends. */
  enter(): boolean {
    if (this.stopping) return false;
    this.count++;
    return true;
  }

  /**
   * Counts work the stop must wait for even once stopping (a connection whose client is still
   * taking the last bytes of a reply); returns its end, which counts once however often called.
   */
  hold(): () => void {
    this.count++;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.leave();
    };
  }

  leave(): void {
    this.count--;
    if (this.count === 0) this.idle?.();
  }

  /**
   * Calls `listener` when the stop begins: a request without an end of its own (an event stream)
   * ends then, its client reconnects to another instance. Returns the unsubscribe.
   */
  onStop(listener: () => void): () => void {
    this.stopListeners.add(listener);
    return () => this.stopListeners.delete(listener);
  }

  /** Stops taking requests; true when every request in flight ended within `graceMs`, false when time ran out. */
  drain(graceMs: number): Promise<boolean> {
    this.stopping = true;
    for (const listener of [...this.stopListeners]) listener();
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), graceMs);
      this.idle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }
}
