import { demandMessages, PartLabelRow, type PartLabelRowT } from '@fgss/contracts';
import type { PanelItem, PrintScreenDef, RequestContext } from '@/kit/print-screen';
import { numberOf } from '@/kit/print-screen/print-form';
import type { TextKey } from '@/lib/i18n';

/** What component and customer printing share (spec 2 section 2): the part grid and the part fields. */
export const partLabel = {
  plant: {},
  grid: { entity: PartLabelRow, rowId: (r: PartLabelRowT) => String(r.id) },
  rowSettings: (row: PartLabelRowT) => ({ speed: row.speed, enableSpeed: row.enableSpeed }),
  confirm: true,
  successText: demandMessages.sentToPrinter,
} satisfies Partial<PrintScreenDef<PartLabelRowT, unknown>>;

export const partPanel = (dateLabel: TextKey, labels?: PanelItem): PanelItem[] => [
  labels ?? { field: 'labels', label: 'noOfLabels' },
  { field: 'copies', label: 'noOfCopies' },
  { field: 'productionDate', label: dateLabel },
  { field: 'lotNo' },
  { field: 'printLot' },
  { field: 'speed' },
  { field: 'printer' },
];

/** The request fields both screens send; each adds its date and its own fields. */
export function partRequest({ form, row, plantId, lotNo }: RequestContext<PartLabelRowT>) {
  return {
    PlantId: plantId,
    PrinterName: form.printer ?? '',
    NoLabels: numberOf(form.labels),
    NoCopies: numberOf(form.copies),
    LotNo: lotNo || null,
    PrintLot: form.printLot,
    SEWSPartNo: row?.sewsPartNo ?? undefined,
    SEWSDesignLevel: row?.sewsDesignLevel ?? undefined,
    SEQNo: row?.seqNo,
    SEWSSTSCD: row?.sewsStsCd,
    ShortPartNo: row?.shortPartNo,
    LabelFormat: row?.labelFormat,
    BackKanban: row?.backKanban,
    CustPartNo: row?.custPartNo,
    BroadCastCd: row?.broadCastCd,
    Identifier: row?.identifier,
    Speed: numberOf(form.speed),
  };
}
