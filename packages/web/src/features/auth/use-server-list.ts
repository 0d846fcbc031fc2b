import { useDebouncedValue } from '@mantine/hooks';
import { authCalls, useLookup } from './auth-calls';

/** The server list for the username being typed (the user's favourites are marked). */
export function useServerList(username: string, { enabled = true } = {}) {
  const [typed] = useDebouncedValue(username.trim(), 300);
  const servers = useLookup(authCalls.serverNames, enabled ? (typed ? { username: typed } : {}) : undefined);
  return { typedUsername: typed, servers: servers.data, loading: servers.loading };
}
