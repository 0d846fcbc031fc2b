/** How long a refused browser waits before it asks for a stream again (it polls meanwhile). */
export const STREAM_RETRY_AFTER_S = 30;

/**
 * The event streams open on this gateway instance, per user and in all: each holds a connection
 * to the plant and one to the browser for as long as it stays, so beyond `perUser` (a few tabs)
 * or `perInstance` (its connections to the plant) a stream is refused at once, not queued: a
 * queued stream held its place even after its browser left.
 */
export function streamSlots({ perUser, perInstance }: { perUser: number; perInstance: number }) {
  const users = new Map<string, number>();
  let open = 0;

  /** Why `user` may open no further stream now, or null. */
  function refusal(user: string): string | null {
    if ((users.get(user) ?? 0) >= perUser)
      return `A user may follow at most ${perUser} live Print Center views at once; close another tab, or the page updates every few seconds instead.`;
    if (open >= perInstance)
      return 'The gateway is following as many live Print Center views as it can; the page updates every few seconds instead.';
    return null;
  }

  return {
    refusal,
    /** Takes one of `user`'s slots and answers its release (idempotent), or the refusal. */
    take(user: string): { release: () => void } | { refused: string } {
      const refused = refusal(user);
      if (refused) return { refused };
      users.set(user, (users.get(user) ?? 0) + 1);
      open++;
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          open--;
          const left = (users.get(user) ?? 1) - 1;
          if (left === 0) users.delete(user);
          else users.set(user, left);
        },
      };
    },
    /** Streams open on the instance (tests and metrics). */
    get open() {
      return open;
    },
  };
}

export type StreamSlots = ReturnType<typeof streamSlots>;
