/**
 * Fair-use scenario (f): one user follows Print Center in as many tabs as it likes. Each
 * connection does what the page does: asks a ticket, opens the stream with it and holds it open,
 * reading it, until the run ends; refused, it waits the Retry-After it was given (or until the
 * run ends) and asks again.
 */
import { setMaxListeners } from 'node:events';
import { setTimeout as wait } from 'node:timers/promises';
import { EVENTS_TICKET_URL, PRINT_CENTER_STREAM_URL } from '@fgss/contracts';
import { type Agent, request } from 'undici';

/** The Retry-After of a refusal, or 1 s (the page's own pause) when it gives none, cut short by `signal`. */
async function waitToRetry(retryAfter: string | string[] | undefined, signal: AbortSignal): Promise<void> {
  const seconds = Number(typeof retryAfter === 'string' ? retryAfter : 1) || 1;
  await wait(seconds * 1000, undefined, { signal }).catch(() => {});
}

/** One tab's Print Center stream on `dispatcher`, held until `signal`: its status (the refusal's, when refused). */
export const printCenterStream =
  (gateway: string, auth: Record<string, string>) =>
  async (dispatcher: Agent, signal: AbortSignal): Promise<number> => {
    // Every held stream and every wait listens on the run's one signal: 64 tabs, not a leak.
    setMaxListeners(256, signal);
    const asked = await request(`${gateway}${EVENTS_TICKET_URL}`, {
      method: 'POST',
      headers: auth,
      dispatcher,
      signal,
    });
    if (asked.statusCode !== 200) {
      await asked.body.dump();
      await waitToRetry(asked.headers['retry-after'], signal);
      return asked.statusCode;
    }
    const { ticket } = (await asked.body.json()) as { ticket: string };
    const stream = await request(`${gateway}${PRINT_CENTER_STREAM_URL}?ticket=${encodeURIComponent(ticket)}`, {
      dispatcher,
      signal,
      bodyTimeout: 0,
    });
    if (stream.statusCode !== 200) {
      await stream.body.dump();
      await waitToRetry(stream.headers['retry-after'], signal);
      return stream.statusCode;
    }
    try {
      for await (const _event of stream.body);
    } catch (err) {
      if (!signal.aborted) throw err;
    }
    return stream.statusCode;
  };
