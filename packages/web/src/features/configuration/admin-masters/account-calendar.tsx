import { AccountMonth, isPastMonth, isPastYear, messages } from '@fgss/contracts';
import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/kit/feedback/toast';
import { DayCellEditor, MasterGrid, useOptionScope } from '@/kit/master-grid';
import { screenMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { useScreenRights } from '@/lib/session';
import { trpc } from '@/lib/trpc';

/**
 * /AccountCalendar: the accounting months of one year. A year with no months yet can be
 * generated (after the service validates it); years before the current one are read-only, and so
 * are the months of this year before the current one (the service refuses them with [20260]).
 */
/** A month not yet past, or a new row whose month is not chosen yet. */
const open = (row: { yearMonth?: unknown }) => !row.yearMonth || !isPastMonth(String(row.yearMonth));

export default function AccountCalendar() {
  const t = useT();
  const calls = trpc.configuration.AccountCalendar;
  const queryClient = useQueryClient();
  const { create } = useScreenRights(AccountMonth.name);
  const years = useQuery(calls.years.queryOptions({}));
  const current = String(new Date().getFullYear());
  const scope = useOptionScope('year', {
    label: 'year',
    options: (years.data ?? []).map((y) => ({ value: String(y), label: String(y) })),
    initial: current,
  });
  const year = Number(scope.value);
  const months = useQuery(calls.yearMonths.queryOptions({ year }, { enabled: scope.value !== null }));
  const generate = useMutation(calls.generateValues.mutationOptions());
  const [busy, setBusy] = useState(false);

  const onGenerate = async () => {
    setBusy(true);
    try {
      const verdict = await queryClient.fetchQuery(trpc.configuration.AccountCalendar.validate.queryOptions({ year }));
      if (!verdict.isValid) {
        toast.warning(verdict.message);
        return;
      }
      const reply = await generate.mutateAsync({ year });
      toast.success(reply.message || messages.savedSuccessfully);
      await Promise.all([
        queryClient.invalidateQueries(trpc.configuration.AccountCalendar.list.pathFilter()),
        queryClient.invalidateQueries(trpc.configuration.AccountCalendar.years.pathFilter()),
      ]);
    } catch (error) {
      const message = screenMessage(error, t('notSaved'));
      if (message) toast.warning(message);
    } finally {
      setBusy(false);
    }
  };

  const generateButton = create ? (
    <Button
      size="sm"
      leftSection={<IconCalendarPlus size={16} />}
      loading={busy}
      disabled={scope.dirty}
      onClick={onGenerate}
    >
      {t('generateYear')}
    </Button>
  ) : null;

  return (
    <MasterGrid
      entity={AccountMonth}
      procedures={calls}
      scope={scope}
      readOnly={scope.value !== null && isPastYear(year)}
      actions={generateButton}
      columns={{
        yearMonth: {
          options: (months.data ?? []).filter((m) => !isPastMonth(m)).map((m) => ({ value: m, label: m })),
        },
        startDate: { editable: open, Edit: DayCellEditor },
        endDate: { editable: open, Edit: DayCellEditor },
      }}
      canDeleteRow={open}
    />
  );
}
