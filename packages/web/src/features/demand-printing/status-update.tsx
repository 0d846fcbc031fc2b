import { combineMessages, demandMessages, messages } from '@fgss/contracts';
import { Button, Checkbox, Tabs } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { useUnsavedChangesPrompt } from '@/kit/master-grid/unsaved-changes';
import { Page } from '@/kit/page/page';
import { ListGrid, useListLoad } from '@/kit/print-screen';
import { screenMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import type { QueryProcedure } from '@/lib/procedures';
import { useScreenRights, useSession } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { type PendingToggles, shownValue, toggleRow } from './status-changes';
import { type StatusTab, statusTabs } from './status-tabs';

type Row = Record<string, unknown>;
const rowId = (row: Row) => String(row.id);

/**
 * /StatusUpdate (spec 2 sections 2 to 4): printers of harness and box printing, the label
 * sequences and the pallet associations. Toggles wait as pending changes until saved, each through
 * the update call with its tab's mode; switching tabs drops them, once the user has said so to
 * the unsaved data question, and loads the new tab afresh.
 */
export default function StatusUpdate() {
  const t = useT();
  const [tab, setTab] = useState<string>(statusTabs[0]?.name ?? 'Harness');
  const [dirty, setDirty] = useState(false);
  const switchTo = async (next: string | null) => {
    if (!next || next === tab) return;
    if (dirty && !(await confirm(messages.confirmCancel))) return;
    setTab(next);
  };
  return (
    <Page title="Status Update">
      <Tabs value={tab} onChange={switchTo} keepMounted={false}>
        <Tabs.List>
          {statusTabs.map((s) => (
            <Tabs.Tab key={s.name} value={s.name}>
              {t(s.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {statusTabs.map((t) => (
          <Tabs.Panel key={t.name} value={t.name} pt="md">
            <StatusGrid tab={t} onDirty={setDirty} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}

function StatusGrid({ tab, onDirty }: { tab: StatusTab; onDirty: (dirty: boolean) => void }) {
  const t = useT();
  const { update: canUpdate } = useScreenRights('StatusUpdate');
  const user = useSession()?.userData.userName ?? null;
  const load = useListLoad<QueryProcedure, Row>(tab.procedure, tab.entity, [], {}, { fresh: true });
  const update = useMutation(trpc.demand.StatusUpdate.update.mutationOptions());
  const [pending, setPending] = useState<PendingToggles>(new Map());
  const dirty = pending.size > 0;
  useUnsavedChangesPrompt(dirty);
  useEffect(() => {
    onDirty(dirty);
    return () => onDirty(false);
  }, [dirty, onDirty]);

  const save = async () => {
    if (!(await confirm(messages.confirmSave))) return;
    const rows = load.rows.filter((r) => pending.has(rowId(r)));
    const replies: string[] = [];
    const failures: string[] = [];
    const left = new Map(pending);
    for (const row of rows) {
      const id = rowId(row);
      try {
        const reply = await update.mutateAsync({ mode: tab.mode, ...tab.target(row), user, status: pending.get(id) });
        replies.push(reply.message);
        left.delete(id);
      } catch (error) {
        const message = screenMessage(error, messages.gatewayTimeout);
        if (message) failures.push(message);
      }
    }
    setPending(left);
    if (replies.length) toast.success(combineMessages(...replies) || demandMessages.statusUpdated);
    if (failures.length) toast.error(combineMessages(...failures));
    await load.reload();
  };
  const cancel = async () => {
    if (await confirm(messages.confirmCancel)) setPending(new Map());
  };

  const cell = (row: Row) => {
    const id = rowId(row);
    const saved = Boolean(row[tab.toggle]);
    const value = shownValue(pending, id, saved);
    return (
      <Checkbox
        aria-label={`${tab.entity.fields[tab.toggle]?.label ?? tab.toggle} ${id}`}
        checked={value}
        disabled={!canUpdate}
        color={value !== saved ? 'orange' : undefined}
        onChange={(e) => setPending((p) => toggleRow(p, id, saved, e.currentTarget.checked))}
        onClick={(e) => e.stopPropagation()}
      />
    );
  };

  return (
    <ListGrid
      load={load}
      rowId={rowId}
      cells={{ [tab.toggle]: cell }}
      editing={dirty}
      toolbar={
        canUpdate && (
          <>
            <Button
              size="xs"
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={!dirty}
              loading={update.isPending}
              onClick={save}
            >
              {t('save')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowBackUp size={16} />}
              disabled={!dirty}
              onClick={cancel}
            >
              {t('cancel')}
            </Button>
          </>
        )
      }
    />
  );
}
