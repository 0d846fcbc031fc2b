import { Group, Text } from '@mantine/core';
import { useT } from '@/lib/i18n';
import type { Session } from '@/lib/session';

/** First name, server, database and version, always in view (spec 1 section 2). */
export function AppFooter({ user }: { user: Session['userData'] }) {
  const t = useT();
  const items: [string, string][] = [
    [t('user'), user.firstName],
    [t('server'), user.serverName],
    [t('database'), user.databaseName],
    [t('version'), user.version],
  ];
  return (
    // On a narrow window the items go on a second line (the shell makes the footer that high).
    <Group h="100%" px="md" gap="lg" wrap="wrap" style={{ overflow: 'hidden', alignContent: 'center', rowGap: 0 }}>
      {items.map(([label, value]) => (
        <Text key={label} size="xs" c="dimmed" truncate>
          {label}:{' '}
          <Text span size="xs" fw={600} c="gray.8">
            {value}
          </Text>
        </Text>
      ))}
    </Group>
  );
}
