/** More unexpired used tickets than this and streams are refused until some expire. */
const MAX_REMEMBERED = 100_000;

/**
 * The tickets already used on this instance, each until it expires: a ticket opens one stream.
 * Gateways share nothing, so a ticket could open one stream on each instance; its short life
 * and the plant's own cap per token bound that.
 */
export function spentTickets(clock: () => number = Date.now, max = MAX_REMEMBERED) {
  /** Ticket id -> expiry, in the order spent (about the order of expiry: every ticket lives as long). */
  const spent = new Map<string, number>();
  return {
    /** Marks the ticket used: false when it was already, or when too many are remembered to tell. */
    spend(id: string, expires: number): boolean {
      const now = clock();
      for (const [old, until] of spent) {
        if (until > now) break;
        spent.delete(old);
      }
      if (spent.has(id) || spent.size >= max) return false;
      spent.set(id, expires);
      return true;
    },
  };
}
