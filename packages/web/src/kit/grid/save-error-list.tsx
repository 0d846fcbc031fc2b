import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSpecText, useT } from '@/lib/i18n';
import { focusCell, type SaveError } from './save-errors';

/**
 * Every message of a refused save in one panel above the grid (row, column, full message); a
 * line takes the user to its cell. It shrinks as cells are corrected and goes when none is left.
 */
export function SaveErrorList({ errors }: { errors: SaveError[] }) {
  const t = useT();
  const spec = useSpecText();
  if (errors.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('saveErrorsTitle', { count: errors.length })}
      mb="sm"
      role="alert"
      data-testid="save-errors"
    >
      <Text size="sm" mb={4}>
        {t('saveErrorsHint')}
      </Text>
      <List size="sm" spacing={2}>
        {errors.map((e) => (
          <List.Item key={`${e.rowKey}|${e.field}`}>
            <Anchor component="button" type="button" size="sm" onClick={() => focusCell(e.rowKey, e.field)}>
              {e.row} · {spec(e.label)}
            </Anchor>
            : {spec(e.message)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
