import { LinkServer, messages } from '@fgss/contracts';
import { ActionIcon, Group, PasswordInput, Table, Text, TextInput } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { cellText } from '@/kit/date/format-date';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { Page } from '@/kit/page/page';
import type { RowEditColumn } from '@/kit/row-edit-grid/columns';
import { RowEditGrid } from '@/kit/row-edit-grid/row-edit-grid';
import { screenMessage } from '@/lib/api-error';
import { useDateFormat, useT } from '@/lib/i18n';
import { useScreenRights } from '@/lib/session';
import { trpc } from '@/lib/trpc';

type LinkServerRow = z.output<typeof LinkServer.row>;
type Field = keyof LinkServerRow & string;
const MASK = '••••••••';

/** The entity's messages for a row, one per field (the same rules the service applies). */
function rowMessages(row: LinkServerRow, isNew: boolean): Record<string, string> {
  const schema = isNew ? LinkServer.insert : LinkServer.update;
  const parsed = schema.safeParse(row);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

/** A password shown masked, with the show/hide toggle for users with the update right. */
function PasswordCell({ value, reveal }: { value: string | null; reveal: boolean }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  if (!value) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm">{shown ? value : MASK}</Text>
      {reveal && (
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label={shown ? t('hidePassword') : t('showPassword')}
          onClick={() => setShown(!shown)}
        >
          {shown ? <IconEyeOff size={16} /> : <IconEye size={16} />}
        </ActionIcon>
      )}
    </Group>
  );
}

/** The procedures a link server runs (GET LinkServerMaster/Detail). */
function LinkServerDetail({ row }: { row: LinkServerRow }) {
  const t = useT();
  const dateFormat = useDateFormat();
  const detail = useQuery(
    trpc.configuration.LinkServerMaster.detail.queryOptions({
      linkName: row.linkName,
      serverName: row.serverName ?? undefined,
      plantId: row.plantId ?? undefined,
    }),
  );
  const procedures = detail.data?.data ?? [];
  if (detail.isSuccess && procedures.length === 0) return <Text size="sm">{t('noProcedures')}</Text>;
  return (
    <Table withTableBorder striped maw={900} aria-label={`${row.linkName} ${t('procedureName')}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('procedureName')}</Table.Th>
          <Table.Th>{t('plant')}</Table.Th>
          <Table.Th>{t('lastExecution')}</Table.Th>
          <Table.Th>{t('executionStatus')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {procedures.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>{p.procedureName}</Table.Td>
            <Table.Td>{p.plantId}</Table.Td>
            <Table.Td>{cellText(p.lastExecutionDate, dateFormat)}</Table.Td>
            <Table.Td>{p.executionStatus}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * /LinkServerMaster: row editing (spec 3 section 4). Saving a row asks the save question; a
 * delete, the first change of its own save, does not. The password is masked, with show/hide
 * only for users with the update right (others never receive it).
 */
export default function LinkServerMaster() {
  const t = useT();
  const calls = trpc.configuration.LinkServerMaster;
  const queryClient = useQueryClient();
  const rights = useScreenRights(LinkServer.name);
  const list = useQuery(calls.list.queryOptions({}));
  // A row at a time: each change is the spec's insert, update or delete call with that one row.
  const insert = useMutation(calls.insert.mutationOptions());
  const update = useMutation(calls.update.mutationOptions());
  const remove = useMutation(calls.remove.mutationOptions());
  const rows = (list.data?.data ?? []) as LinkServerRow[];

  const columns = useMemo<RowEditColumn<LinkServerRow>[]>(
    () =>
      (Object.entries(LinkServer.fields) as [Field, (typeof LinkServer.fields)[Field]][])
        .filter(([, spec]) => !('hidden' in spec && spec.hidden))
        .map(([key, spec]) => ({
          key,
          header: spec.label,
          editable: true,
          upper: 'upper' in spec && spec.upper,
          ...(key === 'password'
            ? {
                render: (row: LinkServerRow) => <PasswordCell value={row.password} reveal={rights.update} />,
                edit: (value: unknown, change: (v: unknown) => void) =>
                  rights.update ? (
                    <PasswordInput
                      size="xs"
                      aria-label={spec.label}
                      value={String(value ?? '')}
                      onChange={(e) => change(e.currentTarget.value)}
                    />
                  ) : (
                    <TextInput
                      size="xs"
                      type="password"
                      aria-label={spec.label}
                      value={String(value ?? '')}
                      onChange={(e) => change(e.currentTarget.value)}
                    />
                  ),
              }
            : {}),
        })),
    [rights.update],
  );

  const send = async (write: () => Promise<{ message: string }>, ask: boolean) => {
    if (ask && !(await confirm(messages.confirmSave))) throw new Error('declined');
    try {
      const reply = await write();
      toast.success(reply.message || messages.savedSuccessfully);
      await queryClient.invalidateQueries(trpc.configuration.LinkServerMaster.list.pathFilter());
    } catch (error) {
      const message = screenMessage(error, t('notSaved'));
      if (message) toast.warning(message);
      throw error;
    }
  };

  return (
    <Page title={LinkServer.title}>
      <RowEditGrid
        rows={rows}
        columns={columns}
        rowId={(row) => String(row.id)}
        loading={list.isLoading}
        canEdit={rights.update}
        validate={(row) => rowMessages(row, row.id === undefined)}
        onSaveRow={(edited) => send(() => update.mutateAsync([edited]), true)}
        onCreateRow={rights.create ? (created) => send(() => insert.mutateAsync([created]), true) : undefined}
        onDeleteRow={rights.delete ? (row) => send(() => remove.mutateAsync([{ id: row.id }]), false) : undefined}
        renderDetail={(row) => <LinkServerDetail row={row} />}
      />
    </Page>
  );
}
