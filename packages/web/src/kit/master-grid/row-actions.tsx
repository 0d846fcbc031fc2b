import { ActionIcon, Tooltip } from '@mantine/core';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import type { RowState } from './pending-changes';

/** The delete column's cell: marks a row for deletion, or takes the mark back. */
export function RowActions({ state, onRemove, onRestore }: { state: RowState; onRemove(): void; onRestore(): void }) {
  return state === 'deleted' ? (
    <Tooltip label="Restore">
      <ActionIcon size="sm" variant="subtle" aria-label="Restore" onClick={onRestore}>
        <IconRestore size={16} />
      </ActionIcon>
    </Tooltip>
  ) : (
    <Tooltip label="Delete">
      <ActionIcon size="sm" variant="subtle" color="red" aria-label="Delete" onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
