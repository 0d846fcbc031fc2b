import { z } from 'zod';
import { defineCall } from '../call.js';
import { defineEntity } from '../grid/entity.js';
import { gridReply, loadOptions } from '../grid/load-options.js';
import { STATUS_MODES } from './limits.js';
import { DEMAND_MODULE } from './print-screen.js';

/**
 * Status Update (spec 2 sections 2 to 4 and 7): the printers of harness and box printing, the
 * label sequences and the pallet associations, each with a toggle saved by one update call.
 * Printer and sequence `status` true means in service: a print on a printer or sequence set
 * to false is refused with a message naming it.
 */
const ro = (label: string) => ({ kind: 'text', label, readOnly: true }) as const;

export const PrinterStatusRow = defineEntity({
  name: 'StatusUpdate',
  title: 'Status Update',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    printeR_NM: ro('Printer Name'),
    useD_BY: ro('Used By'),
    useR_IP: ro('User IP'),
    modifieD_DT: ro('Modified Date'),
    status: { kind: 'bool', label: 'Status' },
  },
  unique: ['printeR_NM'],
  defaultSort: [{ selector: 'printeR_NM' }],
});

export const SequenceStatusRow = defineEntity({
  name: 'StatusUpdate',
  title: 'Status Update',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    label_tp: ro('Label Type'),
    dtm: ro('Sequence Date'),
    last_seq_no: { kind: 'int', label: 'Last Seq No', readOnly: true },
    lastseqdtm: ro('Last Seq Date'),
    machine_id: ro('Machine Id'),
    status: { kind: 'bool', label: 'Status' },
  },
  unique: ['label_tp', 'dtm'],
  defaultSort: [{ selector: 'label_tp' }, { selector: 'dtm', desc: true }],
});

export const PalletAssociationRow = defineEntity({
  name: 'StatusUpdate',
  title: 'Status Update',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    pallet_sno: ro('Pallet Serial No'),
    master_sno: ro('Master Serial No'),
    /** Checked and saved: the pallet leaves its master label (needs update). */
    boRmv_Associ: { kind: 'bool', label: 'Remove Association' },
  },
  unique: ['pallet_sno'],
  defaultSort: [{ selector: 'pallet_sno' }],
});

/**
 * The one update of every tab, by mode: E_Grid1 harness printer and E_Grid2 box printer
 * (printerName), E_Grid3 label sequence (labelTP and its date i3DTM), E_Grid4 pallet
 * association removal (palletSNO). `status` is the toggle's new value (not used by E_Grid4).
 */
export const statusUpdateInput = z
  .object({
    mode: z.enum(STATUS_MODES),
    printerName: z.string().max(30).nullish(),
    i3DTM: z.string().max(30).nullish(),
    labelTP: z.string().max(20).nullish(),
    palletSNO: z.string().max(25).nullish(),
    user: z.string().max(50).nullish(),
    status: z.boolean().default(true),
  })
  .superRefine((q, ctx) => {
    const need = (field: 'printerName' | 'i3DTM' | 'labelTP' | 'palletSNO') => {
      if (!q[field]) ctx.addIssue({ code: 'custom', path: [field], message: `${field} is required for ${q.mode}` });
    };
    if (q.mode === 'E_Grid1' || q.mode === 'E_Grid2') need('printerName');
    if (q.mode === 'E_Grid3') {
      need('labelTP');
      need('i3DTM');
    }
    if (q.mode === 'E_Grid4') need('palletSNO');
  });
export type StatusUpdateInput = z.output<typeof statusUpdateInput>;

const access = (action: 'read' | 'update') =>
  ({ kind: 'screen', module: DEMAND_MODULE, screen: 'StatusUpdate', action }) as const;
const tab = (path: string, entity: { columns: string[]; row: z.ZodType }) =>
  defineCall({
    service: 'demand',
    method: 'GET',
    path: `StatusUpdate/${path}`,
    access: access('read'),
    input: loadOptions(entity.columns),
    response: gridReply(entity.row),
  });

export const StatusUpdate = {
  harnessStatus: tab('HarnessStatus', PrinterStatusRow),
  boxStatus: tab('BoxStatus', PrinterStatusRow),
  otherStatus: tab('OtherStatus', SequenceStatusRow),
  palletUpdationStatus: tab('PalletUpdationStatus', PalletAssociationRow),
  update: defineCall({
    service: 'demand',
    method: 'PUT',
    path: 'StatusUpdate',
    access: access('update'),
    input: statusUpdateInput,
    response: z.object({ message: z.string() }),
  }),
};
