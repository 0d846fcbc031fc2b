import {
  DOI_EXPORT_NAME,
  DOI_MODES,
  type DoiMode,
  type DoiRow,
  doiMessages,
  messages,
  REWORK_LIMITS,
  reworkMessages,
  todayIso,
} from '@fgss/contracts';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconEraser, IconFileExport, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { EntryGrid } from '@/kit/entry-grid';
import { exportGrid } from '@/kit/export/export-grid';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { LimitedTextInput } from '@/kit/form/limited-text-input';
import { isTooLong } from '@/kit/form/too-long';
import { Page } from '@/kit/page/page';
import { UploadButton } from '@/kit/upload';
import { screenMessage } from '@/lib/api-error';
import { type TextKey, useLanguage, useT } from '@/lib/i18n';
import { useLatestAnswers } from '@/lib/latest-answers';
import { procedurePath } from '@/lib/procedures';
import { useScreenRights } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { trpcClient } from '@/lib/trpc-client';

/** Spec 3: a control no takes at most 15 characters. */
const CONTROL_NO_MAX = 15;

/** A grid line: a saved DOI record, or a new row whose serial the user types. */
interface Line extends Omit<DoiRow, 'Id' | 'option'> {
  key: string;
  option: string;
  saved: boolean;
}

const fields: (keyof Line & TextKey)[] = [
  'harnessSerialNo',
  'sewsPartNo',
  'designChange',
  'shortPartNo',
  'controlNo',
  'option',
];
const LIST_TAKE = 1000;
let lastKey = 0;
const newLine = (option: DoiMode, controlNo: string): Line => ({
  key: `new-${++lastKey}`,
  harnessSerialNo: '',
  sewsPartNo: '',
  designChange: '',
  shortPartNo: '',
  controlNo,
  option,
  saved: false,
});

/**
 * /DOIMaintenance (spec 2 sections 2 to 5): Reserve, Scrap or Reverse harnesses under a control
 * no. New rows take a serial each, checked by the server as it is typed (which fills the part);
 * Save posts them all or nothing; a workbook of serials does the same in one upload.
 */
export default function DOIMaintenance() {
  const t = useT();
  const language = useLanguage();
  const rights = useScreenRights('DOIMaintenance');
  const [mode, setMode] = useState<DoiMode>('Reserve');
  const [controlNo, setControlNo] = useState('');
  const [controlNoBlank, setControlNoBlank] = useState(false);
  const [pending, setPending] = useState<Line[]>([]);
  const [errors, setErrors] = useState<Record<string, { harnessSerialNo?: string }>>({});
  const answers = useLatestAnswers();
  const filter = { option: mode, controlNo: controlNo || undefined };
  const list = useQuery(trpc.doi.DOIMaintenance.list.queryOptions({ ...filter, take: LIST_TAKE }));
  const queryClient = useQueryClient();
  // A save changes what every mode lists (a reverse ends a reserve): no mode's list stays as it was.
  const reload = () =>
    queryClient.invalidateQueries({ ...trpc.doi.DOIMaintenance.list.pathFilter(), refetchType: 'all' });
  const save = useMutation(trpc.doi.DOIMaintenance.save.mutationOptions());
  const upload = useMutation(trpc.doi.DOIMaintenance.import.mutationOptions());

  const lines = useMemo<Line[]>(
    () => [...pending, ...(list.data?.data ?? []).map((r) => ({ ...r, key: `saved-${r.Id}`, saved: true }))],
    [pending, list.data],
  );

  const onEntry = useCallback(
    async (line: Line, _field: keyof Line, value: string) => {
      const set = (patch: Partial<Line>) =>
        setPending((all) => all.map((l) => (l.key === line.key ? { ...l, ...patch } : l)));
      const fail = (message: string) => setErrors((all) => ({ ...all, [line.key]: { harnessSerialNo: message } }));
      // An answer to what the cell held before no longer counts.
      const counts = answers.start(line.key);
      set({ harnessSerialNo: value, sewsPartNo: '', designChange: '', shortPartNo: '' });
      setErrors((all) => ({ ...all, [line.key]: {} }));
      if (!value) return fail(reworkMessages.cannotBeBlank);
      if (pending.some((l) => l.key !== line.key && l.harnessSerialNo.toUpperCase() === value.toUpperCase()))
        return fail(doiMessages.twice(value));
      try {
        const reply = await trpcClient.doi.DOIMaintenance.checkHarnessSerialNo.query({
          harnessSerialNo: value,
          option: mode,
          controlNo: controlNo || undefined,
        });
        const found = reply.data[0];
        if (!counts()) return;
        if (!reply.isValid || !found) return fail(reply.message);
        set({ ...found, controlNo: controlNo || found.controlNo, option: mode });
      } catch (error) {
        if (counts()) fail(screenMessage(error, t('serialNotChecked')) ?? '');
      }
    },
    [mode, controlNo, pending, answers, t],
  );

  const dropPending = async () => {
    if (pending.length > 0 && !(await confirm(messages.confirmCancel))) return false;
    setPending([]);
    setErrors({});
    return true;
  };
  const changeMode = async (next: DoiMode) => {
    if (await dropPending()) setMode(next);
  };
  /** The new rows are filed under the control no, so they follow it as it is typed. */
  const typeControlNo = (value: string) => {
    setControlNo(value);
    setControlNoBlank(false);
    setPending((all) => all.map((l) => ({ ...l, controlNo: value })));
  };
  const clear = async () => {
    if (await dropPending()) typeControlNo('');
  };

  // Add Row puts the new row on top; a scan's Enter puts it under the rows being typed, where the
  // focus goes on down.
  const addLine = (under: boolean) => {
    const line = newLine(mode, controlNo);
    setPending((all) => (under ? [...all, line] : [line, ...all]));
    return line.key;
  };
  // A row added for the next scan and left empty is not saved, nor keeps Save disabled.
  const typed = pending.filter((l) => l.harnessSerialNo);
  const ready =
    typed.length > 0 && typed.every((l) => l.sewsPartNo) && pending.every((l) => !errors[l.key]?.harnessSerialNo);
  const onSave = async () => {
    if (!controlNo.trim()) {
      setControlNoBlank(true);
      return;
    }
    // Its input says why a control no over the limit is not saved.
    if (isTooLong(controlNo, CONTROL_NO_MAX)) return;
    if (!(await confirm(messages.confirmSave))) return;
    try {
      const rows = typed.map((l) => ({
        harnessSerialNo: l.harnessSerialNo,
        controlNo,
        option: mode,
      }));
      toast.success((await save.mutateAsync(rows)).message);
      setPending([]);
      setErrors({});
      await reload();
    } catch (error) {
      const message = screenMessage(error, t('rowsNotSaved'));
      if (message) toast.error(message);
    }
  };

  const columns = fields.map((key) => ({ field: key, label: t(key) }));
  const toolbar = (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => addLine(false)}
        disabled={!rights.create}
      >
        {t('addRow')}
      </Button>
      <Button
        size="xs"
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={onSave}
        disabled={!ready || !rights.create}
        loading={save.isPending}
      >
        {t('save')}
      </Button>
      <UploadButton
        extensions={['.xlsx']}
        wrongTypeMessage={doiMessages.fileType}
        label={t('upload')}
        disabled={pending.length > 0 || !rights.create}
        upload={(file) =>
          upload.mutateAsync({
            ...filter,
            controlNo,
            exportDate: todayIso(),
            exportTime: new Date().toTimeString().slice(0, 8),
            file,
          })
        }
        onUploaded={() => void reload()}
      />
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileExport size={16} />}
        onClick={() =>
          exportGrid({
            procedure: procedurePath(trpc.doi.DOIMaintenance.list),
            loadOptions: filter,
            title: DOI_EXPORT_NAME,
            columns,
            language,
          })
        }
      >
        {t('export')}
      </Button>
    </>
  );

  return (
    <Page title={t('doiMaintenance')}>
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <Radio.Group label={t('mode')} value={mode} onChange={(v) => changeMode(v as DoiMode)}>
            <Group gap="md" mt={8}>
              {DOI_MODES.map((m) => (
                <Radio key={m} value={m} label={t(m)} />
              ))}
            </Group>
          </Radio.Group>
          <LimitedTextInput
            label={t('controlNo')}
            value={controlNo}
            max={CONTROL_NO_MAX}
            onChange={(e) => typeControlNo(e.currentTarget.value.toUpperCase())}
            error={controlNoBlank ? reworkMessages.cannotBeBlank : null}
            w={200}
          />
          <Button variant="default" leftSection={<IconEraser size={16} />} onClick={clear} mt={25}>
            {t('clear')}
          </Button>
        </Group>
        <EntryGrid
          rows={lines}
          rowId={(l) => l.key}
          columns={fields.map((key) => ({
            key,
            header: t(key),
            size: key === 'harnessSerialNo' ? 240 : undefined,
            ...(key === 'harnessSerialNo'
              ? { entry: { maxLength: REWORK_LIMITS.harnessSerial, upper: true, readOnly: (l: Line) => l.saved } }
              : {}),
          }))}
          errors={errors}
          onEntry={onEntry}
          onAddRow={rights.create ? () => addLine(true) : undefined}
          editing={pending.length > 0}
          loading={list.isPending}
          toolbar={toolbar}
        />
      </Stack>
    </Page>
  );
}
