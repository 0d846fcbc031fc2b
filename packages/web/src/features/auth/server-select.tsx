import { Group, Select, type SelectProps, Text } from '@mantine/core';
import { IconServer, IconStarFilled } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useT } from '@/lib/i18n';
import { groupByZone, type ServerItem } from './server-groups';

interface ServerSelectProps extends Omit<SelectProps, 'data' | 'renderOption'> {
  servers: ServerItem[] | undefined;
}

/** The server list grouped by zone, the user's favourites first and starred. */
export function ServerSelect({ servers, ...props }: ServerSelectProps) {
  const t = useT();
  const favourites = useMemo(() => new Set(servers?.filter((s) => s.isFavorite).map((s) => s.name)), [servers]);
  const data = useMemo(
    () =>
      groupByZone(servers ?? []).map((g) => ({
        group: g.zone,
        items: g.servers.map((s) => ({ value: s.name, label: s.name })),
      })),
    [servers],
  );
  return (
    <Select
      searchable
      allowDeselect={false}
      nothingFoundMessage="—"
      leftSection={<IconServer size={16} />}
      data={data}
      renderOption={({ option, checked }) => (
        <Group gap={6} justify="space-between" w="100%" wrap="nowrap">
          <Text size="sm" fw={checked ? 600 : 400}>
            {option.label}
          </Text>
          {favourites.has(option.value) && (
            <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-label={t('favourite')} />
          )}
        </Group>
      )}
      {...props}
    />
  );
}
