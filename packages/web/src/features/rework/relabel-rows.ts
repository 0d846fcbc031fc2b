import { REWORK_LIMITS, type RelabelRow, reworkMessages, shortPartOf } from '@fgss/contracts';
import { useCallback, useState } from 'react';
import { toast } from '@/kit/feedback/toast';
import { screenMessage } from '@/lib/api-error';
import type { LatestAnswers } from '@/lib/latest-answers';
import type { RelabelForm } from './relabel-form';
import type { RelabelingCalls } from './relabeling-calls';

type RowErrors = Record<string, { destHarnessSno?: string }>;

/**
 * The relabel grid's rows: what the plant listed for the box (a saved record's, or what there is
 * to fill), the destinations typed in them, checked by IsValid as they are typed, and their messages.
 */
export function useRelabelRows(calls: RelabelingCalls, form: RelabelForm, answers: LatestAnswers) {
  const [rows, setRows] = useState<RelabelRow[]>([]);
  const [errors, setErrors] = useState<RowErrors>({});
  const [saved, setSaved] = useState(false);
  const typed = rows.some((r) => r.destHarnessSno) && !saved;

  const load = async (f: RelabelForm) => {
    const found = await calls.list(f);
    answers.clear();
    setRows(found.rows);
    setSaved(found.saved);
    setErrors({});
    return found;
  };

  const reset = () => {
    setRows([]);
    setErrors({});
    setSaved(false);
  };

  /** No-box: the typed quantity gives the grid that many rows to fill (WITH HARNESS). */
  const fitTo = (quantity: number | '') => {
    const n = typeof quantity === 'number' && quantity <= REWORK_LIMITS.quantity.max ? quantity : 0;
    setRows((all) => Array.from({ length: n }, (_, i) => all[i] ?? emptyRow(i + 1)));
    // Rows a lower quantity drops take their messages and pending checks with them: a higher
    // quantity brings them back empty.
    const kept = new Set(Array.from({ length: n }, (_, i) => rows[i]?.id ?? emptyRow(i + 1).id));
    for (const row of rows) if (!kept.has(row.id)) answers.drop(row.id);
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([id]) => kept.has(id))));
  };

  /** Another harness option: what was typed and said for the last one goes (a box's destinations too). */
  const clearEntries = () => {
    setErrors({});
    setRows((all) => all.map((r) => (calls.kind === 'box' ? { ...r, destHarnessSno: null } : r)));
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
        const reply = await calls.isValid(form, value, others);
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
    [rows, calls, form, answers],
  );

  // Only the rows on screen: a no-box quantity lowered drops rows, with whatever they were refused.
  const clean = rows.every((r) => !errors[r.id]?.destHarnessSno);
  return { rows, errors, saved, setSaved, typed, clean, load, reset, fitTo, clearEntries, onEntry };
}

export type RelabelRows = ReturnType<typeof useRelabelRows>;

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
