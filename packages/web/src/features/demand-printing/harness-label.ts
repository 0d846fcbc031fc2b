import { demandMessages, HarnessLabelRow, type HarnessLabelRowT, type HarnessPrintRequest } from '@fgss/contracts';
import type { PrintScreenDef, RequestContext } from '@/kit/print-screen';
import { numberOf } from '@/kit/print-screen/print-form';

/**
 * What harness and special harness printing share (spec 2 sections 2 to 4): the harness
 * catalogue, production line and lot when the parameter is YES, the read-only Lot No (week of the
 * production date), Print Lot, and the row's speed.
 */
export const harnessLabel: Omit<
  PrintScreenDef<HarnessLabelRowT, HarnessPrintRequest>,
  'screen' | 'title' | 'rules' | 'request'
> = {
  plant: {},
  grid: { entity: HarnessLabelRow, rowId: (r) => String(r.id), colorAndBroadcast: ['broadCastCd', 'color'] },
  panel: [
    { field: 'labels', label: 'noOfLabels' },
    { field: 'productionDate' },
    { field: 'speed' },
    { field: 'printer' },
    { field: 'productionLine' },
    { field: 'productionLot' },
    { field: 'lotNo' },
    { field: 'printLot' },
  ],
  rowSettings: (row) => ({ speed: row.speed, enableSpeed: row.enableSpeed }),
  confirm: true,
  successText: demandMessages.sentToPrinter,
};

export function harnessRequest({
  form,
  row,
  plantId,
  date,
  lotNo,
  lineLot,
}: RequestContext<HarnessLabelRowT>): Partial<HarnessPrintRequest> {
  return {
    CBPlantId: plantId,
    ClusterPrinterName: form.printer ?? '',
    ClusterProdDate: date,
    LabelQty: numberOf(form.labels),
    LotNo: lotNo || null,
    PrintLot: form.printLot,
    ProductionLine: lineLot ? form.productionLine : null,
    ProductionLot: lineLot ? form.productionLot : null,
    SEWSPartNo: row?.sewsPartNo ?? undefined,
    SEWSDesginLevel: row?.sewsDesginLevel ?? undefined,
    SEQNo: row?.seqNo,
    SEWSSTSCD: row?.sewsstscd,
    ShortPartNo: row?.shortPartNo,
    ProductLabel: row?.productLabel,
    BackKanban: row?.backKanban,
    CustomerCode: row?.customerCode,
    BroadCastCd: row?.broadCastCd,
    ShortPartNoPrint: row?.shortPartNoPrint,
    Identifier: row?.identifier,
    Speed: numberOf(form.speed),
  };
}
