import {
  demandMessages,
  type LoadOptions,
  PalletAssociationRow,
  PrinterStatusRow,
  SequenceStatusRow,
  type StatusUpdateInput,
} from '@fgss/contracts';
import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { plantTime } from '../clock.js';
import type { PlantDb } from '../db/plant.js';
import { type LabelStatus, masterLabel, pallet } from '../db/schema/history/index.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import { labelSequence, printerStatus } from '../db/schema/printing/index.js';
import { badRequest, notFound } from '../http/errors.js';
import type { PrintedBy } from '../labels/print.js';
import { joinedGridQuery, tableGridQuery } from './grid-query.js';

/** Every label printer is listed on both printer tabs, in service until someone says otherwise. */
function ensurePrinterRows(db: PlantDb, kind: 'HARNESS' | 'BOX'): void {
  const names = db.select({ name: labelPrinters.printerName }).from(labelPrinters).all();
  if (names.length === 0) return;
  db.insert(printerStatus)
    .values(names.map(({ name }) => ({ kind, printeR_NM: name })))
    .onConflictDoNothing()
    .run();
}

export function printerTab(db: PlantDb, kind: 'HARNESS' | 'BOX', o: LoadOptions) {
  ensurePrinterRows(db, kind);
  const t = printerStatus;
  const columns = {
    id: t.id,
    printeR_NM: t.printeR_NM,
    useD_BY: t.useD_BY,
    useR_IP: t.useR_IP,
    modifieD_DT: t.modifieD_DT,
    status: t.status,
  };
  const query = tableGridQuery(PrinterStatusRow, t, columns);
  return query.load(db, o, [eq(t.kind, kind)]);
}

export function sequenceTab(db: PlantDb, o: LoadOptions) {
  const t = labelSequence;
  const columns = {
    id: t.id,
    label_tp: t.label_tp,
    dtm: t.dtm,
    last_seq_no: t.last_seq_no,
    lastseqdtm: t.lastseqdtm,
    machine_id: t.machine_id,
    status: t.status,
  };
  const query = tableGridQuery(SequenceStatusRow, t, columns);
  return query.load(db, o);
}

const unshipped = ['printed', 'packed'] as const satisfies LabelStatus[];

/** Pallets loaded under a master label that has not shipped: the associations that may be removed. */
export function palletTab(db: PlantDb, o: LoadOptions) {
  const columns = { id: pallet.id, pallet_sno: pallet.palletNo, master_sno: masterLabel.masterLabelSerialNo };
  const scope: SQL[] = [isNotNull(pallet.masterLabelId), inArray(masterLabel.status, unshipped)];
  const query = joinedGridQuery({
    ...PalletAssociationRow,
    columns,
    id: pallet.id,
    select: (d, selection) =>
      d
        .select(selection as typeof columns)
        .from(pallet)
        .innerJoin(masterLabel, eq(masterLabel.id, pallet.masterLabelId))
        .$dynamic(),
    mapRow: (r) => ({ ...r, boRmv_Associ: false }),
  });
  return query.load(db, o, scope);
}

/** PUT StatusUpdate: the toggle of one row of a tab, by mode; a printer's row keeps who set it, from where. */
export function updateStatus(db: PlantDb, q: StatusUpdateInput, by: PrintedBy): { message: string } {
  switch (q.mode) {
    case 'E_Grid1':
    case 'E_Grid2': {
      const kind = q.mode === 'E_Grid1' ? 'HARNESS' : 'BOX';
      ensurePrinterRows(db, kind);
      const changed = db
        .update(printerStatus)
        .set({ status: q.status, useD_BY: q.user ?? by.user, useR_IP: by.ip, modifieD_DT: plantTime() })
        .where(and(eq(printerStatus.kind, kind), eq(printerStatus.printeR_NM, q.printerName ?? '')))
        .run();
      if (changed.changes === 0) throw notFound(`Printer '${q.printerName}' is not listed on the ${kind} tab.`);
      break;
    }
    case 'E_Grid3': {
      const changed = db
        .update(labelSequence)
        .set({ status: q.status })
        .where(and(eq(labelSequence.label_tp, q.labelTP ?? ''), eq(labelSequence.dtm, q.i3DTM ?? '')))
        .run();
      if (changed.changes === 0) throw notFound(`Label sequence ${q.labelTP} ${q.i3DTM} does not exist.`);
      break;
    }
    case 'E_Grid4': {
      const row = db
        .select({ id: pallet.id, master: masterLabel.status })
        .from(pallet)
        .leftJoin(masterLabel, eq(masterLabel.id, pallet.masterLabelId))
        .where(eq(pallet.palletNo, q.palletSNO ?? ''))
        .get();
      if (!row) throw notFound(`Pallet ${q.palletSNO} does not exist.`);
      if (row.master === null) throw badRequest(`Pallet ${q.palletSNO} is not associated with a master label.`);
      if (!(unshipped as readonly string[]).includes(row.master))
        throw badRequest(`Pallet ${q.palletSNO} has shipped; its association cannot be removed.`);
      db.update(pallet)
        .set({ masterLabelId: null, palletLoadDtm: null, status: 'printed' })
        .where(eq(pallet.id, row.id))
        .run();
      break;
    }
  }
  return { message: demandMessages.statusUpdated };
}
