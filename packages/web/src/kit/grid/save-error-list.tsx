import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSpecText, useT } from '@/lib/i18n';
import { focusCell, type SaveError } from './save-errors';

const correctedStyle = { opacity: 0.6 };

/**
 * Every message of a refused save in one panel above the grid (row, column, full message); a
 * line takes the user to its cell. A corrected cell's line is dimmed and marked, not taken away: the
 * panel keeps its height until the next save, as a panel that shrank when a corrected cell lost
 * the focus moved the Save button from under the pointer pressed on it.
 */
export function SaveErrorList({ errors }: { errors: SaveError[] }) {
  const t = useT();
  const spec = useSpecText();
  if (errors.length === 0) return null;
  const left = errors.filter((e) => !e.corrected).length;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={left > 0 ? t('saveErrorsTitle', { count: left }) : t('saveErrorsCorrected')}
      mb="sm"
      role="alert"
      data-testid="save-errors"
    >
      <Text size="sm" mb={4}>
        {t('saveErrorsHint')}
      </Text>
      <List size="sm" spacing={2}>
        {errors.map((e) => (
          <List.Item
            key={`${e.rowKey}|${e.field}`}
            data-corrected={e.corrected || undefined}
            style={e.corrected ? correctedStyle : undefined}
          >
            <Anchor component="button" type="button" size="sm" onClick={() => focusCell(e.rowKey, e.field)}>
              {e.row} · {spec(e.label)}
            </Anchor>
            : {spec(e.message)}
            {e.corrected && ` (${t('corrected')})`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
