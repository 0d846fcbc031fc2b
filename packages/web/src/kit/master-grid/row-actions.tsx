import { ActionIcon, Tooltip } from '@mantine/core';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';
import type { RowState } from './pending-changes';

/** The delete column's cell: marks a row for deletion, or takes the mark back. */
export function RowActions({ state, onRemove, onRestore }: { state: RowState; onRemove(): void; onRestore(): void }) {
  const t = useT();
  return state === 'deleted' ? (
    <Tooltip label={t('restore')}>
      <ActionIcon size="sm" variant="subtle" aria-label={t('restore')} onClick={onRestore}>
        <IconRestore size={16} />
      </ActionIcon>
    </Tooltip>
  ) : (
    <Tooltip label={t('delete')}>
      <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('delete')} onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
