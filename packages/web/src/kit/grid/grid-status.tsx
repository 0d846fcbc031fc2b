import { Button, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';

/** The start of every grid header (spec 1 section 2): Total Records, Mode and Clean Filters. */
export function GridStatus({
  total,
  editing,
  onCleanFilters,
}: {
  total: number;
  editing: boolean;
  onCleanFilters(): void;
}) {
  const t = useT();
  return (
    <>
      <Text size="sm" data-testid="total-records">
        {t('totalRecords')}: {total}
      </Text>
      <Text size="sm" fw={600} c={editing ? 'orange' : 'dimmed'} data-testid="grid-mode">
        {t('mode')}: {editing ? t('modeEdit') : t('modeView')}
      </Text>
      <Button size="xs" variant="default" leftSection={<IconFilterOff size={16} />} onClick={onCleanFilters}>
        {t('cleanFilters')}
      </Button>
    </>
  );
}
