import { ArchiveProcessConfig, type ArchiveSource, archiveSourceNames, archiveSources } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import { type CellEditorProps, MasterGrid } from '@/kit/master-grid';
import { SelectCellEditor } from '@/kit/master-grid/cell-editors';
import { trpc } from '@/lib/trpc';
import { useArchiveRun } from './archive-run';

const sourceOptions = archiveSourceNames.map((s) => ({ value: s, label: s }));
const keyColumnsOf = (source: unknown) =>
  (archiveSources[String(source ?? '').toUpperCase() as ArchiveSource]?.dateColumns ?? []).map((c) => ({
    value: c,
    label: c,
  }));
const asOptions = (items: { code: string; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.code, label: i.name }));

/** The key column is one of the row's source table's date columns. */
function KeyColumnEditor({ row, value, error, commit }: CellEditorProps) {
  return (
    <SelectCellEditor
      label={ArchiveProcessConfig.fields.keyColumn.label}
      value={value}
      options={keyColumnsOf(row.sourceTableName)}
      error={error}
      onCommit={commit}
    />
  );
}

/**
 * /ArchiveProcessConfiguration: how long each history table keeps its rows before the archive
 * job moves them, and how long the archive keeps them. The archive table follows the source
 * table; the key column is one of the source's date columns. SUPER users run the job from here.
 */
export default function ArchiveProcessConfiguration() {
  const calls = trpc.configuration.ArchiveProcessConfiguration;
  const timePeriods = useQuery(calls.timePeriods.queryOptions({}));
  const statuses = useQuery(calls.status.queryOptions({}));
  const archive = useArchiveRun();
  return (
    <MasterGrid
      entity={ArchiveProcessConfig}
      procedures={calls}
      actions={archive.button}
      notice={archive.notice}
      columns={{
        sourceTableName: { options: sourceOptions, size: 150 },
        archiveTableName: { editable: () => false, size: 175 },
        archiveDaysMonths: { size: 125 },
        removeDaysMonths: { size: 125 },
        archiveServerDb: { size: 140 },
        keyColumn: {
          Edit: KeyColumnEditor,
          size: 160,
        },
        timePeriod: { options: asOptions(timePeriods.data), size: 125 },
        status: { options: asOptions(statuses.data), size: 110 },
      }}
      onEdit={(_row, field, value) =>
        field === 'sourceTableName'
          ? {
              archiveTableName: archiveSources[String(value) as ArchiveSource]?.archiveTable ?? null,
              keyColumn: keyColumnsOf(value)[0]?.value ?? '',
            }
          : undefined
      }
    />
  );
}
