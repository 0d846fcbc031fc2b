import { type ArchiveRun, SUPER_GROUP } from '@fgss/contracts';
import { Alert, Button, Loader, Table, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { screenMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { trpc } from '@/lib/trpc';

/**
 * The archive job on this screen: a button that runs it now (group SUPER only, as the services
 * allow), a notice while it runs, and what the last run (on demand or daily) did, table by table.
 */
export function useArchiveRun() {
  const t = useT();
  const calls = trpc.configuration.ArchiveProcessConfiguration;
  const queryClient = useQueryClient();
  const isSuper = useSession()?.userData.groupCode === SUPER_GROUP;
  const last = useQuery(calls.lastRun.queryOptions({}));
  const run = useMutation(calls.run.mutationOptions());

  const onRun = async () => {
    if (!(await confirm(t('runArchiveQuestion')))) return;
    try {
      const done = await run.mutateAsync({});
      toast.success(t('archiveTotals', { moved: done.moved, removed: done.removed }));
      await queryClient.invalidateQueries(trpc.configuration.ArchiveProcessConfiguration.lastRun.pathFilter());
    } catch (error) {
      const message = screenMessage(error, t('notSaved'));
      if (message) toast.warning(message);
    }
  };

  const button = isSuper ? (
    <Button size="sm" leftSection={<IconArchive size={16} />} loading={run.isPending} onClick={onRun}>
      {t('runArchive')}
    </Button>
  ) : null;
  const notice = run.isPending ? (
    <Alert color="blue" icon={<Loader size="sm" />}>
      {t('archiving')}
    </Alert>
  ) : last.data?.run ? (
    <LastRun run={last.data.run} />
  ) : null;
  return { button, notice };
}

function LastRun({ run }: { run: ArchiveRun }) {
  const t = useT();
  const runBy = run.runBy === 'SCHEDULER' ? t('dailyArchiveRun') : run.runBy;
  return (
    <Alert
      color={run.tables.some((r) => r.error) ? 'orange' : 'teal'}
      icon={<IconArchive size={18} />}
      title={t('lastArchiveRun', { runAt: run.runAt, runBy })}
    >
      <Text size="sm" mb="xs">
        {t('archiveTotals', { moved: run.moved, removed: run.removed })}
      </Text>
      <Table withTableBorder striped maw={820} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('archiveSource')}</Table.Th>
            <Table.Th>{t('archiveTarget')}</Table.Th>
            <Table.Th>{t('archiveMoved')}</Table.Th>
            <Table.Th>{t('archiveRemoved')}</Table.Th>
            <Table.Th>{t('archiveResult')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {run.tables.map((r) => (
            <Table.Tr key={`${r.sourceTableName}:${r.moved}:${r.removed}:${r.error}`}>
              <Table.Td>{r.sourceTableName}</Table.Td>
              <Table.Td>{r.archiveTableName}</Table.Td>
              <Table.Td>{r.moved}</Table.Td>
              <Table.Td>{r.removed}</Table.Td>
              <Table.Td>{r.error ? t('archiveTableFailed', { error: r.error }) : t('archiveTableDone')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
