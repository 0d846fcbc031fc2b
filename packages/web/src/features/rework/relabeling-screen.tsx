import {
  HARNESS_OPTIONS,
  type HarnessOption,
  type HarnessType,
  messages,
  REWORK_LIMITS,
  type RelabelRow,
  reworkMessages,
  shortPartOf,
} from '@fgss/contracts';
import { Button, Group, NumberInput, Radio, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconEraser } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { EntryGrid } from '@/kit/entry-grid';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { LimitedTextInput } from '@/kit/form/limited-text-input';
import { isTooLong } from '@/kit/form/too-long';
import { Page } from '@/kit/page/page';
import { usePlantChoice } from '@/kit/plant/plant-select';
import { screenMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { useLatestAnswers } from '@/lib/latest-answers';
import { useScreenRights } from '@/lib/session';
import type { RelabelingCalls } from './relabeling-calls';

/** The box (or no-box label), its quantity and the new label, as the user typed them. */
export interface RelabelForm {
  plantId: string;
  box: string;
  newBox: string;
  quantity: number | '';
  type: HarnessType;
  option: HarnessOption;
}

/**
 * Box Relabeling and No-box Relabeling (spec 2 sections 2 to 5): the box fields, the harness
 * option, and a grid whose destination labels are checked by IsValid as they are typed. A saved
 * relabel shows in the grid; switching WITH/WITHOUT HARNESS then asks '[20129] ...' and undoes it.
 */
export function RelabelingScreen({ calls }: { calls: RelabelingCalls }) {
  const t = useT();
  const [dirty, setDirty] = useState(false);
  const plant = usePlantChoice(calls.plants, {
    beforeChange: async () => !dirty || (await confirm(messages.confirmCancel)),
  });
  return (
    <Page title={t(calls.kind === 'box' ? 'boxRelabeling' : 'noBoxRelabeling')} actions={plant.select}>
      {/* Another plant is another form: everything typed for the last one goes. */}
      {plant.plantId && <RelabelingForm key={plant.plantId} calls={calls} plantId={plant.plantId} onDirty={setDirty} />}
    </Page>
  );
}

function RelabelingForm({
  calls,
  plantId,
  onDirty,
}: {
  calls: RelabelingCalls;
  plantId: string;
  onDirty: (dirty: boolean) => void;
}) {
  const t = useT();
  const rights = useScreenRights(calls.screen);
  const [form, setForm] = useState<Omit<RelabelForm, 'plantId'>>({
    box: '',
    newBox: '',
    quantity: '',
    type: 'Mexico',
    option: 'WITH HARNESS',
  });
  const [boxError, setBoxError] = useState<string | undefined>();
  const [newBoxError, setNewBoxError] = useState<string | undefined>();
  const [boxFound, setBoxFound] = useState(false);
  const [rows, setRows] = useState<RelabelRow[]>([]);
  const [errors, setErrors] = useState<Record<string, { destHarnessSno?: string }>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const answers = useLatestAnswers();
  const typed = rows.some((r) => r.destHarnessSno) && !saved;
  useEffect(() => onDirty(typed), [onDirty, typed]);
  const current: RelabelForm = { ...form, plantId };
  const change = (patch: Partial<RelabelForm>) => setForm((f) => ({ ...f, ...patch }));

  const reset = () => {
    answers.clear();
    setForm({ box: '', newBox: '', quantity: '', type: 'Mexico', option: 'WITH HARNESS' });
    setBoxError(undefined);
    setNewBoxError(undefined);
    setBoxFound(false);
    setRows([]);
    setErrors({});
    setSaved(false);
  };

  const loadGrid = async (f: RelabelForm) => {
    const found = await calls.list(f);
    answers.clear();
    setRows(found.rows);
    setSaved(found.saved);
    setErrors({});
    return found;
  };

  const boxMax = calls.kind === 'box' ? REWORK_LIMITS.boxLabel : REWORK_LIMITS.noBoxLabel;
  const lookUpBox = async () => {
    // A label over the limit is told by its input, not looked up.
    if (!form.box || boxFound || isTooLong(form.box, boxMax)) return;
    setBoxError(undefined);
    const counts = answers.start('box');
    const failed = (error: unknown) =>
      setBoxError(screenMessage(error, reworkMessages.unknownBox(form.box)) ?? undefined);
    const reply = await calls.quantity(current).catch((error: unknown) => {
      if (counts()) failed(error);
    });
    // The answer for a label the user has since retyped is not that label's.
    if (reply === undefined || !counts()) return;
    if (typeof reply === 'string') return setBoxError(reply);
    try {
      const found = await loadGrid(current);
      if (calls.kind === 'box') change({ quantity: reply });
      if (found.savedForm) change(found.savedForm);
      // Found once its grid is there: a quantity typed before the grid came would lose its rows.
      setBoxFound(true);
    } catch (error) {
      failed(error);
    }
  };

  const checkNewBox = async () => {
    // A saved record's new box holds what it moved: there is nothing to check until it is undone.
    if (!calls.check || saved || isTooLong(form.newBox, REWORK_LIMITS.boxLabel)) return;
    const counts = answers.start('newBox');
    setNewBoxError(undefined);
    if (!form.newBox) return setNewBoxError(reworkMessages.invalidBoxSerial);
    try {
      const reply = await calls.check(current);
      if (counts() && !reply.isValid) setNewBoxError(reply.message || reworkMessages.invalidBoxSerial);
    } catch (error) {
      if (counts()) setNewBoxError(screenMessage(error, reworkMessages.invalidBoxSerial) ?? undefined);
    }
  };

  // No-box: the typed quantity gives the grid that many rows to fill (WITH HARNESS).
  const quantityError =
    calls.kind === 'nobox' && boxFound && !saved
      ? form.quantity === ''
        ? reworkMessages.quantityRequired
        : form.quantity < REWORK_LIMITS.quantity.min || form.quantity > REWORK_LIMITS.quantity.max
          ? reworkMessages.quantityInvalid
          : undefined
      : undefined;
  const setQuantity = (quantity: number | '') => {
    change({ quantity });
    if (calls.kind !== 'nobox' || saved) return;
    const n = typeof quantity === 'number' && quantity <= REWORK_LIMITS.quantity.max ? quantity : 0;
    setRows((all) => Array.from({ length: n }, (_, i) => all[i] ?? emptyRow(i + 1)));
    // Rows a lower quantity drops take their messages and pending checks with them: a higher
    // quantity brings them back empty.
    const kept = new Set(Array.from({ length: n }, (_, i) => rows[i]?.id ?? emptyRow(i + 1).id));
    for (const row of rows) if (!kept.has(row.id)) answers.drop(row.id);
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([id]) => kept.has(id))));
  };

  const onEntry = useCallback(
    async (row: RelabelRow, _field: keyof RelabelRow, value: string) => {
      const others = rows.filter((r) => r.id !== row.id && r.destHarnessSno).map((r) => r.destHarnessSno as string);
      const clearCell = (message: string) => {
        toast.error(message);
        setRows((all) => all.map((r) => (r.id === row.id ? { ...r, destHarnessSno: null } : r)));
        setErrors((all) => ({ ...all, [row.id]: {} }));
      };
      // An answer to what the cell held before no longer counts.
      const counts = answers.start(row.id);
      // A destination twice in the batch is refused at once and its cell cleared (spec 2 section 4).
      if (value && others.some((o) => o.toUpperCase() === value.toUpperCase()))
        return clearCell(reworkMessages.recordExist);
      // A no-box row is about its destination harness: what it said of the one before goes.
      const typedRow = (r: RelabelRow) =>
        calls.kind === 'nobox'
          ? { ...r, ...noHarness, destHarnessSno: value || null }
          : { ...r, destHarnessSno: value || null };
      setRows((all) => all.map((r) => (r.id === row.id ? typedRow(r) : r)));
      setErrors((all) => ({ ...all, [row.id]: { destHarnessSno: value ? undefined : reworkMessages.cannotBeBlank } }));
      if (!value) return;
      try {
        const reply = await calls.isValid({ ...form, plantId }, value, others);
        if (!counts()) return;
        if (reply.message === reworkMessages.recordExist) return clearCell(reply.message);
        // A valid no-box destination shows its harness at once: the plant's record of it, else the
        // short part its serial holds.
        if (calls.kind === 'nobox' && reply.isValid) {
          const harness = reply.harness ?? { shortPartNo: shortPartOf(value, form.type) };
          setRows((all) => all.map((r) => (r.id === row.id ? { ...r, ...harness } : r)));
        }
        setErrors((all) => ({ ...all, [row.id]: { destHarnessSno: reply.isValid ? undefined : reply.message } }));
      } catch (error) {
        if (!counts()) return;
        setErrors((all) => ({
          ...all,
          [row.id]: { destHarnessSno: screenMessage(error, reworkMessages.destinationCheckFailed) ?? undefined },
        }));
      }
    },
    [rows, calls, form, plantId, answers],
  );

  const withHarness = form.option === 'WITH HARNESS';
  const rowsComplete = !withHarness || (rows.length > 0 && rows.every((r) => r.destHarnessSno));
  // Only the rows on screen: a no-box quantity lowered drops rows, with whatever they were refused.
  const clean = rows.every((r) => !errors[r.id]?.destHarnessSno);
  const newBoxReady =
    calls.kind === 'nobox' || (form.newBox !== '' && !newBoxError && !isTooLong(form.newBox, REWORK_LIMITS.boxLabel));
  const canSave =
    boxFound && !saved && !busy && rowsComplete && clean && newBoxReady && !quantityError && rights[calls.saveRight];

  const save = async () => {
    if (!(await confirm(messages.confirmSave))) return;
    setBusy(true);
    try {
      const rowsToSave = withHarness ? rows.map((r) => ({ id: r.id, destHarnessSno: r.destHarnessSno ?? '' })) : [];
      const reply = await calls.save(current, rowsToSave);
      // Saved from here on: a switch of option made before the grid reloads asks and undoes it.
      setSaved(true);
      toast.success(reply.message);
      await loadGrid(current);
      setSaved(true);
    } catch (error) {
      const message = screenMessage(error, t('relabelNotSaved'));
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const switchOption = async (option: HarnessOption) => {
    if (option === form.option) return;
    if (saved) {
      if (!(await confirm(reworkMessages.modifyOption))) return;
      // The choice shows at once, and the radios and grid wait until the undo and the grid's
      // reload have answered: a switch back made before would be overridden by them.
      change({ option });
      setBusy(true);
      try {
        try {
          toast.success((await calls.undo(current)).message);
        } catch (error) {
          change({ option: form.option });
          const message = screenMessage(error, t('relabelNotDeleted'));
          if (message) toast.error(message);
          return;
        }
        setSaved(false);
        // The undo emptied the new box again: what was said about it no longer holds.
        setNewBoxError(undefined);
        const found = await loadGrid({ ...current, option });
        if (calls.kind === 'nobox' && !found.saved) setQuantity(form.quantity);
      } finally {
        setBusy(false);
      }
      return;
    }
    answers.clear();
    change({ option });
    setErrors({});
    setRows((all) => all.map((r) => (calls.kind === 'box' ? { ...r, destHarnessSno: null } : r)));
  };

  const clear = async () => {
    if (typed && !(await confirm(messages.confirmCancel))) return;
    reset();
  };

  const gpp = form.type === 'GPP';
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md" wrap="wrap">
        <LimitedTextInput
          label={t(calls.kind === 'box' ? 'oldBoxLabel' : 'boxLabel')}
          value={form.box}
          max={boxMax}
          onChange={(e) => {
            answers.clear();
            change({ box: e.currentTarget.value.toUpperCase() });
          }}
          onBlur={lookUpBox}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void lookUpBox();
          }}
          readOnly={boxFound}
          error={boxError}
          w={240}
        />
        <NumberInput
          label={t('quantityInBox')}
          value={form.quantity}
          onChange={(v) => setQuantity(v === '' ? '' : Number(v))}
          readOnly={calls.kind === 'box' || saved}
          disabled={!boxFound}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={quantityError}
          w={140}
        />
        {calls.kind === 'box' && (
          <LimitedTextInput
            label={t('newBoxLabel')}
            value={form.newBox}
            max={REWORK_LIMITS.boxLabel}
            onChange={(e) => change({ newBox: e.currentTarget.value.toUpperCase() })}
            onBlur={checkNewBox}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void checkNewBox();
            }}
            disabled={!boxFound}
            error={newBoxError}
            w={240}
          />
        )}
        {calls.kind === 'nobox' && (
          <Radio.Group
            label={t('sourceHarness')}
            value={form.type}
            onChange={(v) => change({ type: v as HarnessType, ...(v === 'GPP' ? { option: 'WITH HARNESS' } : {}) })}
          >
            <Group gap="md" mt={8}>
              <Radio value="Mexico" label={t('mexico')} disabled={saved} />
              <Radio value="GPP" label={t('gpp')} disabled={saved} />
            </Group>
          </Radio.Group>
        )}
        <Radio.Group label={t('harnessOption')} value={form.option} onChange={(v) => switchOption(v as HarnessOption)}>
          <Group gap="md" mt={8}>
            {HARNESS_OPTIONS.map((o) => (
              <Radio
                key={o}
                value={o}
                label={t(o === 'WITH HARNESS' ? 'withHarness' : 'withoutHarness')}
                disabled={gpp || busy || (saved && !rights.delete)}
              />
            ))}
          </Group>
        </Radio.Group>
        <Group gap="sm" mt={25}>
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={save} disabled={!canSave} loading={busy}>
            {t('save')}
          </Button>
          <Button variant="default" leftSection={<IconEraser size={16} />} onClick={clear}>
            {t('clear')}
          </Button>
        </Group>
      </Group>
      <EntryGrid
        rows={rows}
        rowId={(r) => r.id}
        columns={[
          ...(calls.kind === 'box' ? [{ key: 'sourceHarnessSno' as const, header: t('sourceHarnessSno') }] : []),
          {
            key: 'destHarnessSno',
            header: t('destHarnessSno'),
            entry: withHarness
              ? { maxLength: REWORK_LIMITS.harnessSerial, upper: true, readOnly: () => saved }
              : undefined,
          },
          { key: 'sewsPartNo', header: t('sewsPartNo') },
          { key: 'sewsDesignLevel', header: t('sewsDesignLevel') },
          { key: 'shortPartNo', header: t('shortPartNo') },
          { key: 'custCode', header: t('custCode') },
        ]}
        errors={errors}
        onEntry={onEntry}
        editing={typed}
        emptyText={boxFound ? undefined : t('enterBoxLabel')}
      />
    </Stack>
  );
}

const noHarness = { sewsPartNo: null, sewsDesignLevel: null, shortPartNo: null, custCode: null };

const emptyRow = (n: number): RelabelRow => ({
  id: String(n),
  sourceHarnessSno: null,
  destHarnessSno: null,
  sewsPartNo: null,
  sewsDesignLevel: null,
  shortPartNo: null,
  custCode: null,
});
