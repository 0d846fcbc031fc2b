import { type HarnessOption, messages, reworkMessages } from '@fgss/contracts';
import { useState } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { screenMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import type { LatestAnswers } from '@/lib/latest-answers';
import type { useBoxLookup } from './relabel-box-lookup';
import type { RelabelForm } from './relabel-form';
import type { RelabelRows } from './relabel-rows';
import type { RelabelingCalls } from './relabeling-calls';

interface RelabelParts {
  calls: RelabelingCalls;
  form: RelabelForm;
  change: (patch: Partial<RelabelForm>) => void;
  grid: RelabelRows;
  box: ReturnType<typeof useBoxLookup>;
  answers: LatestAnswers;
  /** The quantity field's own change (a no-box quantity refits the grid). */
  setQuantity: (quantity: number | '') => void;
}

/**
 * Saving a relabel after the confirmation, and the WITH/WITHOUT HARNESS switch: before a save it
 * clears what was typed for the other option; after one it asks '[20129] ...' and undoes the record.
 * `busy` while either waits for the plant.
 */
export function useRelabelSave({ calls, form, change, grid, box, answers, setQuantity }: RelabelParts) {
  const t = useT();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!(await confirm(messages.confirmSave))) return;
    setBusy(true);
    try {
      const rowsToSave =
        form.option === 'WITH HARNESS'
          ? grid.rows.map((r) => ({ id: r.id, destHarnessSno: r.destHarnessSno ?? '' }))
          : [];
      const reply = await calls.save(form, rowsToSave);
      // Saved from here on: a switch of option made before the grid reloads asks and undoes it.
      grid.setSaved(true);
      toast.success(reply.message);
      await grid.load(form);
      grid.setSaved(true);
    } catch (error) {
      const message = screenMessage(error, t('relabelNotSaved'));
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const switchOption = async (option: HarnessOption) => {
    if (option === form.option) return;
    if (grid.saved) {
      if (!(await confirm(reworkMessages.modifyOption))) return;
      // The choice shows at once, and the radios and grid wait until the undo and the grid's
      // reload have answered: a switch back made before would be overridden by them.
      change({ option });
      setBusy(true);
      try {
        try {
          toast.success((await calls.undo(form)).message);
        } catch (error) {
          change({ option: form.option });
          const message = screenMessage(error, t('relabelNotDeleted'));
          if (message) toast.error(message);
          return;
        }
        grid.setSaved(false);
        box.forgetNewBox();
        const found = await grid.load({ ...form, option });
        if (calls.kind === 'nobox' && !found.saved) setQuantity(form.quantity);
      } finally {
        setBusy(false);
      }
      return;
    }
    answers.clear();
    change({ option });
    grid.clearEntries();
  };

  return { busy, save, switchOption };
}
