import { REWORK_LIMITS } from '@fgss/contracts';
import { EntryGrid } from '@/kit/entry-grid';
import { useT } from '@/lib/i18n';
import type { RelabelRows } from './relabel-rows';
import type { RelabelingCalls } from './relabeling-calls';

/** The harnesses of the box: a destination serial typed per row WITH HARNESS, until the record is saved. */
export function RelabelGrid({
  kind,
  grid,
  withHarness,
  boxFound,
}: {
  kind: RelabelingCalls['kind'];
  grid: RelabelRows;
  withHarness: boolean;
  boxFound: boolean;
}) {
  const t = useT();
  return (
    <EntryGrid
      rows={grid.rows}
      rowId={(r) => r.id}
      columns={[
        ...(kind === 'box' ? [{ key: 'sourceHarnessSno' as const, header: t('sourceHarnessSno') }] : []),
        {
          key: 'destHarnessSno',
          header: t('destHarnessSno'),
          entry: withHarness
            ? { maxLength: REWORK_LIMITS.harnessSerial, upper: true, readOnly: () => grid.saved }
            : undefined,
        },
        { key: 'sewsPartNo', header: t('sewsPartNo') },
        { key: 'sewsDesignLevel', header: t('sewsDesignLevel') },
        { key: 'shortPartNo', header: t('shortPartNo') },
        { key: 'custCode', header: t('custCode') },
      ]}
      errors={grid.errors}
      onEntry={grid.onEntry}
      editing={grid.typed}
      emptyText={boxFound ? undefined : t('enterBoxLabel')}
    />
  );
}
