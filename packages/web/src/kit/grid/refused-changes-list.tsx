import type { SaveKind } from '@fgss/contracts';
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSpecText, useT } from '@/lib/i18n';

const kindText = { inserted: 'refusedInserted', updated: 'refusedUpdated', deleted: 'refusedDeleted' } as const;

/**
 * The kinds of changes the service refused at the last save, each with the service's message,
 * above the grid where the invalid cells are listed: those rows are still pending, the others saved.
 */
export function RefusedChangesList({ refused }: { refused: readonly { kind: SaveKind; message: string }[] }) {
  const t = useT();
  const spec = useSpecText();
  if (refused.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('refusedTitle')}
      mb="sm"
      role="alert"
      data-testid="refused-changes"
    >
      <List size="sm" spacing={2}>
        {refused.map(({ kind, message }) => (
          <List.Item key={kind} data-kind={kind}>
            <Text span size="sm" fw={600}>
              {t(kindText[kind])}
            </Text>
            :{' '}
            <Text span size="sm" style={{ whiteSpace: 'pre-line' }}>
              {spec(message)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
