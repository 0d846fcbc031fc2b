import { messages, type serverStatusRow } from '@fgss/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { toast } from '@/kit/feedback/toast';
import { Page } from '@/kit/page/page';
import type { RowEditColumn } from '@/kit/row-edit-grid/columns';
import { RowEditGrid } from '@/kit/row-edit-grid/row-edit-grid';
import { screenMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';

type ServerStatusRow = z.infer<typeof serverStatusRow>;

/** /serverStatus (group SUPER): enable or disable servers for sign-in, one row at a time. */
export default function ServerStatusPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.auth.authentication.serverStatus.queryOptions({}));
  const update = useMutation(trpc.auth.authentication.setServerStatus.mutationOptions());

  const columns = useMemo<RowEditColumn<ServerStatusRow>[]>(
    () => [
      { key: 'zone', header: t('zone') },
      { key: 'name', header: t('name') },
      { key: 'enabled', header: t('enabled'), type: 'boolean', editable: true },
    ],
    [t],
  );

  const saveRow = async (edited: ServerStatusRow, original: ServerStatusRow) => {
    if (edited.enabled === original.enabled) return;
    try {
      const reply = await update.mutateAsync({ id: original.id, enabled: edited.enabled });
      toast.success(reply.message || messages.savedSuccessfully);
      await queryClient.invalidateQueries(trpc.auth.authentication.serverStatus.pathFilter());
    } catch (error) {
      const message = screenMessage(error, t('notSaved'));
      if (message) toast.warning(message);
      throw error;
    }
  };

  return (
    <Page title={t('serverStatus')}>
      <RowEditGrid
        rows={list.data ?? []}
        columns={columns}
        rowId={(row) => String(row.id)}
        loading={list.isLoading}
        onSaveRow={saveRow}
      />
    </Page>
  );
}
