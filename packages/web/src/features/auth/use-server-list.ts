import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { trpc } from '@/lib/trpc';

/** The server list for the username being typed (the user's favourites are marked). */
export function useServerList(username: string, { enabled = true } = {}) {
  const [typed] = useDebouncedValue(username.trim(), 300);
  const servers = useQuery(
    trpc.auth.authentication.servernames.queryOptions(typed ? { username: typed } : {}, {
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
  return { typedUsername: typed, servers: servers.data, loading: servers.isFetching };
}
