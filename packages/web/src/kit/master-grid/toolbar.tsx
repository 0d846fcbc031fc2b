import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy, IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { GridStatus } from '../grid/grid-status';
import { RetryButton } from '../grid/retry-button';
import { UploadRight } from '../upload/upload-right';

export interface ToolbarProps {
  total: number;
  dirty: boolean;
  canAdd: boolean;
  /** Whether the user may change anything at all: Revert and Save are shown only then. */
  canChange: boolean;
  saving: boolean;
  exporting: boolean;
  /** Why the last load failed: a refusal for too many requests offers to load again once its wait is over. */
  loadError: unknown;
  onReload(): void;
  onCleanFilters(): void;
  onAdd(): void;
  onRevert(): void;
  onSave(): void;
  onExport(): void;
  /** The screen's own buttons (upload, delete all), after the kit's. */
  extra?: ReactNode;
}

/** The common grid header (spec 1 section 2): counts, mode, filters, batch actions and export. */
export function Toolbar(p: ToolbarProps) {
  const t = useT();
  return (
    <Group gap="sm" wrap="wrap">
      <GridStatus total={p.total} editing={p.dirty} onCleanFilters={p.onCleanFilters} />
      <RetryButton error={p.loadError} onRetry={p.onReload} />
      {p.canAdd && (
        <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={p.onAdd}>
          {t('add')}
        </Button>
      )}
      {p.canChange && (
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowBackUp size={16} />}
            disabled={!p.dirty || p.saving}
            onClick={p.onRevert}
          >
            {t('revert')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!p.dirty}
            loading={p.saving}
            onClick={p.onSave}
          >
            {t('save')}
          </Button>
        </>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        loading={p.exporting}
        onClick={p.onExport}
      >
        {t('exportToExcel')}
      </Button>
      <UploadRight.Provider value={p.canAdd}>{p.extra}</UploadRight.Provider>
    </Group>
  );
}
