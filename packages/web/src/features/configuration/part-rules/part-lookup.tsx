import { partRulesMessages, type SewsPartRow, TOAST_MS } from '@fgss/contracts';
import { ActionIcon, Button, Group, Modal, Pagination, Table, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { toast } from '@/kit/feedback/toast';
import { TextCellEditor } from '@/kit/master-grid/cell-editors';
import type { CellEditorProps } from '@/kit/master-grid/columns';
import { screenMessage } from '@/lib/api-error';
import { type TextKey, useSpecText, useT } from '@/lib/i18n';

export interface PartPage {
  data: SewsPartRow[];
  totalCount?: number;
}

export interface PartLookupProps extends CellEditorProps {
  /** The XREF column the cell takes from the chosen part. */
  field: 'shorT_PART_NO' | 'sewS_PART_NO';
  max?: number;
  pageSize: number;
  /** One page of parts for a search; may refuse with an error the lookup shows. */
  load(q: { skip: number; take: number; searchValue: string }): Promise<PartPage>;
}

const columns: { key: keyof SewsPartRow; label: TextKey }[] = [
  { key: 'shorT_PART_NO', label: 'shortPartNo' },
  { key: 'sewS_PART_NO', label: 'sewsPartNo' },
  { key: 'sewS_DESIGN_LEVEL', label: 'designLevel' },
  { key: 'customerId', label: 'customer' },
];

/**
 * A part cell: typed (a custom value is kept as typed), or chosen from a paged list of the
 * plant's XREF parts, searched when the user clicks Search.
 */
export function PartLookup({ label, field, max, pageSize, load, value, error, commit }: PartLookupProps) {
  const t = useT();
  const specText = useSpecText();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<PartPage | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (toPage: number) => {
    setBusy(true);
    try {
      setResult(await load({ skip: (toPage - 1) * pageSize, take: pageSize, searchValue: term }));
      setPage(toPage);
    } catch (error) {
      // A toast, as the spec has it (5 s without a session, 7 s when the list failed), unless the
      // app already said it (a time-out).
      const message = screenMessage(error, partRulesMessages.partsFailed);
      if (message)
        toast.error(
          message,
          message === specText(partRulesMessages.noSessionForParts) ? TOAST_MS.long : TOAST_MS.longest,
          // The spec's own sentences: their commas are not a server's list.
          { asWritten: true },
        );
    } finally {
      setBusy(false);
    }
  };
  const pages = result ? Math.max(1, Math.ceil((result.totalCount ?? result.data.length) / pageSize)) : 0;

  return (
    <Group gap={4} wrap="nowrap">
      <TextCellEditor label={label} value={value} upper max={max} error={error} onCommit={commit} />
      <ActionIcon
        variant="subtle"
        aria-label={t('findValue', { label })}
        onClick={() => {
          setOpen(true);
          void search(1);
        }}
      >
        <IconSearch size={16} />
      </ActionIcon>
      <Modal opened={open} onClose={() => setOpen(false)} title={label} size="lg">
        <Group mb="sm" align="end">
          <TextInput
            aria-label={t('partSearch')}
            placeholder={t('searchPlaceholder')}
            w={240}
            value={term}
            onChange={(e) => setTerm(e.currentTarget.value.toUpperCase())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void search(1);
            }}
          />
          <Button size="xs" onClick={() => search(1)} loading={busy}>
            {t('search')}
          </Button>
        </Group>
        <Table highlightOnHover aria-label={t('parts')}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key}>{t(c.label)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(result?.data ?? []).map((part) => (
              <Table.Tr
                key={part.id}
                style={{ cursor: 'pointer' }}
                onClick={() => {
                  commit(part[field]);
                  setOpen(false);
                }}
              >
                {columns.map((c) => (
                  <Table.Td key={c.key}>{part[c.key]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {pages > 1 ? <Pagination mt="sm" size="sm" total={pages} value={page} onChange={search} /> : null}
      </Modal>
    </Group>
  );
}

/** A column's `Edit` (MasterGrid ColumnOverride) that is a PartLookup with these options. */
export const partLookupEditor =
  (options: Omit<PartLookupProps, keyof CellEditorProps>) =>
  (cell: CellEditorProps): ReactNode => <PartLookup {...cell} {...options} />;
