import {
  HARNESS_OPTIONS,
  type HarnessOption,
  type HarnessType,
  messages,
  REWORK_LIMITS,
  reworkMessages,
} from '@fgss/contracts';
import { Button, Group, NumberInput, Radio, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconEraser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { LimitedTextInput } from '@/kit/form/limited-text-input';
import { Page } from '@/kit/page/page';
import { usePlantChoice } from '@/kit/plant/plant-select';
import { useT } from '@/lib/i18n';
import { useLatestAnswers } from '@/lib/latest-answers';
import { useScreenRights } from '@/lib/session';
import { useBoxLookup } from './relabel-box-lookup';
import { useRelabelForm } from './relabel-form';
import { RelabelGrid } from './relabel-grid';
import { useRelabelRows } from './relabel-rows';
import { useRelabelSave } from './relabel-save';
import type { RelabelingCalls } from './relabeling-calls';

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

/**
 * One plant's relabel: composes the form's fields, the box lookups, the grid's rows and the save;
 * what enables Save and what Clear and the quantity do are decided here, from all of them.
 */
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
  const answers = useLatestAnswers();
  const { form, change, reset: resetForm } = useRelabelForm(plantId);
  const grid = useRelabelRows(calls, form, answers);
  const box = useBoxLookup(calls, form, change, grid, answers);
  const { saved, typed } = grid;
  useEffect(() => onDirty(typed), [onDirty, typed]);

  // No-box: the typed quantity gives the grid that many rows to fill (WITH HARNESS).
  const quantityError =
    calls.kind === 'nobox' && box.boxFound && !saved
      ? form.quantity === ''
        ? reworkMessages.quantityRequired
        : form.quantity < REWORK_LIMITS.quantity.min || form.quantity > REWORK_LIMITS.quantity.max
          ? reworkMessages.quantityInvalid
          : undefined
      : undefined;
  const setQuantity = (quantity: number | '') => {
    change({ quantity });
    if (calls.kind !== 'nobox' || saved) return;
    grid.fitTo(quantity);
  };
  const { busy, save, switchOption } = useRelabelSave({ calls, form, change, grid, box, answers, setQuantity });

  const withHarness = form.option === 'WITH HARNESS';
  const rowsComplete = !withHarness || (grid.rows.length > 0 && grid.rows.every((r) => r.destHarnessSno));
  const canSave =
    box.boxFound &&
    !saved &&
    !busy &&
    rowsComplete &&
    grid.clean &&
    box.newBoxReady &&
    !quantityError &&
    rights[calls.saveRight];

  const clear = async () => {
    if (typed && !(await confirm(messages.confirmCancel))) return;
    answers.clear();
    resetForm();
    box.reset();
    grid.reset();
  };

  const gpp = form.type === 'GPP';
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md" wrap="wrap">
        <LimitedTextInput
          label={t(calls.kind === 'box' ? 'oldBoxLabel' : 'boxLabel')}
          value={form.box}
          max={box.boxMax}
          onChange={(e) => {
            answers.clear();
            change({ box: e.currentTarget.value.toUpperCase() });
          }}
          onBlur={box.lookUpBox}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void box.lookUpBox();
          }}
          readOnly={box.boxFound}
          error={box.boxError}
          w={240}
        />
        <NumberInput
          label={t('quantityInBox')}
          value={form.quantity}
          onChange={(v) => setQuantity(v === '' ? '' : Number(v))}
          readOnly={calls.kind === 'box' || saved}
          disabled={!box.boxFound}
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
            onBlur={box.checkNewBox}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void box.checkNewBox();
            }}
            disabled={!box.boxFound}
            error={box.newBoxError}
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
      <RelabelGrid kind={calls.kind} grid={grid} withHarness={withHarness} boxFound={box.boxFound} />
    </Stack>
  );
}
