import {
  PalletAssociationRow,
  PrinterStatusRow,
  SequenceStatusRow,
  type StatusMode,
  type StatusUpdateInput,
} from '@fgss/contracts';
import type { ListEntity } from '@/kit/print-screen';
import type { TextKey } from '@/lib/i18n';
import type { QueryProcedure } from '@/lib/procedures';
import { trpc } from '@/lib/trpc';

type Row = Record<string, unknown>;

/** One tab of Status Update: its grid, the toggle it saves, and the update call's fields for a row. */
export interface StatusTab {
  name: 'Harness' | 'Box' | 'Other' | 'Pallet';
  /** The tab's caption in the user's language. */
  label: TextKey;
  procedure: QueryProcedure;
  entity: ListEntity;
  /** The boolean column the user toggles. */
  toggle: string;
  mode: StatusMode;
  /** What identifies the row to the update call. */
  target: (row: Row) => Pick<StatusUpdateInput, 'printerName' | 'i3DTM' | 'labelTP' | 'palletSNO'>;
}

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const printer = (row: Row) => ({ printerName: text(row.printeR_NM) });

/** The four tabs of spec 2 section 2, with update modes E_Grid1 to E_Grid4 (section 7). */
export const statusTabs: StatusTab[] = [
  {
    name: 'Harness',
    label: 'statusTabHarness',
    procedure: trpc.demand.StatusUpdate.harnessStatus,
    entity: PrinterStatusRow,
    toggle: 'status',
    mode: 'E_Grid1',
    target: printer,
  },
  {
    name: 'Box',
    label: 'statusTabBox',
    procedure: trpc.demand.StatusUpdate.boxStatus,
    entity: PrinterStatusRow,
    toggle: 'status',
    mode: 'E_Grid2',
    target: printer,
  },
  {
    name: 'Other',
    label: 'statusTabOther',
    procedure: trpc.demand.StatusUpdate.otherStatus,
    entity: SequenceStatusRow,
    toggle: 'status',
    mode: 'E_Grid3',
    target: (row) => ({ labelTP: text(row.label_tp), i3DTM: text(row.dtm) }),
  },
  {
    name: 'Pallet',
    label: 'statusTabPallet',
    procedure: trpc.demand.StatusUpdate.palletUpdationStatus,
    entity: PalletAssociationRow,
    toggle: 'boRmv_Associ',
    mode: 'E_Grid4',
    target: (row) => ({ palletSNO: text(row.pallet_sno) }),
  },
];
