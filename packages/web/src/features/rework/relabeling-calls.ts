import type { RelabelRow } from '@fgss/contracts';
import type { PlantCalls } from '@/kit/plant/plant-calls';
import { trpc } from '@/lib/trpc';
import { trpcClient } from '@/lib/trpc-client';
import type { RelabelForm } from './relabel-form';

type Reply = { isValid: boolean; message: string };
/** A no-box destination's check also names the harness (its part, level, short part, customer). */
type DestReply = Reply & { harness?: Pick<RelabelRow, 'sewsPartNo' | 'sewsDesignLevel' | 'shortPartNo' | 'custCode'> };
type SavedRow = { id: string; destHarnessSno: string };

/** What Box and No-box Relabeling call, in the form's words; each screen maps them to its contract. */
export interface RelabelingCalls {
  kind: 'box' | 'nobox';
  screen: 'BoxRelabeling' | 'NoboxRelabeling';
  /** The right a save needs (contracts: a box relabel changes records, a no-box one creates them). */
  saveRight: 'update' | 'create';
  plants: PlantCalls;
  quantity(f: RelabelForm): Promise<number | string>;
  /** Whether the new box may take the old one's content (box only). */
  check?(f: RelabelForm): Promise<Reply>;
  /** The grid: a saved record's rows, or what there is to fill; `saved` when a record exists. */
  list(f: RelabelForm): Promise<{ rows: RelabelRow[]; saved: boolean; savedForm?: Partial<RelabelForm> }>;
  isValid(f: RelabelForm, destHarness: string, others: string[]): Promise<DestReply>;
  save(f: RelabelForm, rows: SavedRow[]): Promise<{ message: string }>;
  /** Deletes the saved relabel record (the WITH/WITHOUT switch). */
  undo(f: RelabelForm): Promise<{ message: string }>;
}

export function useBoxRelabelingCalls(): RelabelingCalls {
  const calls = trpcClient.rework.BoxRelabeling;
  const key = (f: RelabelForm) => ({
    PlantId: f.plantId,
    boxLabelOld: f.box,
    boxLabelNew: f.newBox,
    HarnessOption: f.option,
  });
  return {
    kind: 'box',
    screen: 'BoxRelabeling',
    saveRight: 'update',
    plants: trpc.rework.BoxRelabeling,
    quantity: (f) => calls.quantity.query({ plantId: f.plantId, boxLabelOld: f.box }),
    check: (f) => calls.check.query({ plantId: f.plantId, boxLabelOld: f.box, boxLabelNew: f.newBox }),
    list: async (f) => {
      const rows = await calls.list.query({ plantId: f.plantId, boxLabelOld: f.box });
      const saved = rows.some((r) => r.destHarnessSno);
      // A record WITHOUT HARNESS moved each harness as it was: the same serial on both sides.
      const without = saved && rows.every((r) => r.destHarnessSno === r.sourceHarnessSno);
      const savedForm = {
        option: without ? 'WITHOUT HARNESS' : 'WITH HARNESS',
        newBox: rows[0]?.boxLabelNew ?? '',
      } as const;
      return { rows, saved, savedForm: saved ? savedForm : undefined };
    },
    isValid: (f, destHarness, others) =>
      calls.isValid.query({
        plantId: f.plantId,
        boxLabelOld: f.box,
        boxLabelNew: f.newBox || f.box,
        harnessOption: f.option,
        destHarness,
        others,
      }),
    save: (f, rows) => calls.save.mutate({ ...key(f), rows }),
    undo: (f) => calls.delete.mutate(key(f)),
  };
}

export function useNoBoxRelabelingCalls(): RelabelingCalls {
  const calls = trpcClient.rework.NoboxRelabeling;
  const key = (f: RelabelForm) => ({
    PlantId: f.plantId,
    BoxSNO: f.box,
    SourceHarness: f.type,
    HarnessOption: f.option,
  });
  return {
    kind: 'nobox',
    screen: 'NoboxRelabeling',
    saveRight: 'create',
    plants: trpc.rework.NoboxRelabeling,
    quantity: (f) => calls.quantity.query({ plantId: f.plantId, boxSNO: f.box }),
    list: async (f) => {
      const rows = await calls.list.query({ plantId: f.plantId, boxSNO: f.box });
      const saved = rows.length > 0;
      return { rows, saved, savedForm: saved ? { quantity: rows.length, option: 'WITH HARNESS' } : undefined };
    },
    isValid: (f, destHarness, others) =>
      calls.isValid.query({
        plantId: f.plantId,
        boxSNO: f.box,
        harnessOption: f.option,
        sourceHarness: f.type,
        destHarness,
        others,
      }),
    save: (f, rows) => calls.save.mutate({ ...key(f), QTY: Number(f.quantity), rows }),
    undo: (f) => calls.delete.mutate(key(f)),
  };
}
