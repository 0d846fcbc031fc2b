import { useEffect, useState } from 'react';
import { type CallMeta, reportCallError } from '@/lib/call-failures';
import { trpcClient } from '@/lib/trpc-client';

/**
 * The signed-out pages call the auth service through the tRPC client itself (lib/trpc-client.ts),
 * not TanStack Query: the sign-in page, the first a user loads, then carries no query library.
 * Failures go to the app's call-error handler as a query's do (a time-out toast, lib/call-failures.ts).
 */

const { authentication } = trpcClient.auth;
type Input<F extends (input: never) => unknown> = Parameters<F>[0];

/** The auth service's calls the signed-out pages make, as stable functions (for useLookup's `ask`). */
export const authCalls = {
  serverNames: (input: Input<typeof authentication.servernames.query>) => authentication.servernames.query(input),
  domains: (input: Input<typeof authentication.domains.query>) => authentication.domains.query(input),
  domainName: (input: Input<typeof authentication.domainname.query>) => authentication.domainname.query(input),
  token: (input: Input<typeof authentication.token.mutate>) => authentication.token.mutate(input),
  resetPassword: (input: Input<typeof authentication.resetPassword.mutate>) =>
    authentication.resetPassword.mutate(input),
  changePassword: (input: Input<typeof authentication.changePassword.mutate>) =>
    authentication.changePassword.mutate(input),
};

/**
 * A lookup (server list, domains) for the input given; none while the input is undefined. The
 * last reply stays while the next is asked (a list does not blink empty as the user types), and
 * a reply overtaken by a newer ask is dropped. `ask` must be stable (a module-level function).
 */
export function useLookup<I, T>(
  ask: (input: I) => Promise<T>,
  input: I | undefined,
): { data: T | undefined; loading: boolean } {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(false);
  const key = input === undefined ? undefined : JSON.stringify(input);
  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    setLoading(true);
    ask(JSON.parse(key) as I).then(
      (reply) => {
        if (!current) return;
        setData(reply);
        setLoading(false);
      },
      (error: unknown) => {
        reportCallError(error);
        if (current) setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [ask, key]);
  return { data, loading };
}

/** A form's call (a sign-in, a password change): busy while it runs; a failure is reported, then thrown. */
export function useSubmit<I, T>(call: (input: I) => Promise<T>, meta?: CallMeta) {
  const [busy, setBusy] = useState(false);
  const run = async (input: I): Promise<T> => {
    setBusy(true);
    try {
      return await call(input);
    } catch (error) {
      reportCallError(error, meta);
      throw error;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
