import { REWORK_LIMITS, reworkMessages } from '@fgss/contracts';
import { useState } from 'react';
import { isTooLong } from '@/kit/form/too-long';
import { screenMessage } from '@/lib/api-error';
import type { LatestAnswers } from '@/lib/latest-answers';
import type { RelabelForm } from './relabel-form';
import type { RelabelRows } from './relabel-rows';
import type { RelabelingCalls } from './relabeling-calls';

/**
 * The box fields' checks: the box (or no-box label) looked up for its quantity and grid, and the
 * new box checked (box only), each with its message. An answer for a label since retyped is dropped.
 */
export function useBoxLookup(
  calls: RelabelingCalls,
  form: RelabelForm,
  change: (patch: Partial<RelabelForm>) => void,
  grid: RelabelRows,
  answers: LatestAnswers,
) {
  const [boxError, setBoxError] = useState<string | undefined>();
  const [newBoxError, setNewBoxError] = useState<string | undefined>();
  const [boxFound, setBoxFound] = useState(false);
  const boxMax = calls.kind === 'box' ? REWORK_LIMITS.boxLabel : REWORK_LIMITS.noBoxLabel;

  const lookUpBox = async () => {
    // A label over the limit is told by its input, not looked up.
    if (!form.box || boxFound || isTooLong(form.box, boxMax)) return;
    setBoxError(undefined);
    const counts = answers.start('box');
    const failed = (error: unknown) =>
      setBoxError(screenMessage(error, reworkMessages.unknownBox(form.box)) ?? undefined);
    const reply = await calls.quantity(form).catch((error: unknown) => {
      if (counts()) failed(error);
    });
    // The answer for a label the user has since retyped is not that label's.
    if (reply === undefined || !counts()) return;
    if (typeof reply === 'string') return setBoxError(reply);
    try {
      const found = await grid.load(form);
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
    if (!calls.check || grid.saved || isTooLong(form.newBox, REWORK_LIMITS.boxLabel)) return;
    const counts = answers.start('newBox');
    setNewBoxError(undefined);
    if (!form.newBox) return setNewBoxError(reworkMessages.invalidBoxSerial);
    try {
      const reply = await calls.check(form);
      if (counts() && !reply.isValid) setNewBoxError(reply.message || reworkMessages.invalidBoxSerial);
    } catch (error) {
      if (counts()) setNewBoxError(screenMessage(error, reworkMessages.invalidBoxSerial) ?? undefined);
    }
  };

  const newBoxReady =
    calls.kind === 'nobox' || (form.newBox !== '' && !newBoxError && !isTooLong(form.newBox, REWORK_LIMITS.boxLabel));
  const reset = () => {
    setBoxError(undefined);
    setNewBoxError(undefined);
    setBoxFound(false);
  };
  /** The undo of a saved record emptied the new box again: what was said about it no longer holds. */
  const forgetNewBox = () => setNewBoxError(undefined);
  return { boxMax, boxError, newBoxError, boxFound, newBoxReady, lookUpBox, checkNewBox, reset, forgetNewBox };
}
