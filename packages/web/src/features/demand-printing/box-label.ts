import {
  type BoxDetail,
  BoxLabelRow,
  type BoxLabelRowT,
  type BoxPrintRequest,
  demandMessages,
  type PrintReply,
} from '@fgss/contracts';
import type { PrintScreenDef, RequestContext } from '@/kit/print-screen';
import { numberOf } from '@/kit/print-screen/print-form';
import { trpc } from '@/lib/trpc';

/**
 * What box and special box printing share (spec 2 section 2): the label catalogue, the detail row,
 * the inputs, and the request. The label's speed, copies and extra input come with its row.
 */
export const boxLabel: Omit<
  PrintScreenDef<BoxLabelRowT, BoxPrintRequest, PrintReply, BoxDetail>,
  'screen' | 'title' | 'rules' | 'copies'
> = {
  plant: {},
  grid: { entity: BoxLabelRow, rowId: (r) => String(r.id), colorAndBroadcast: ['broadCastCd', 'color'] },
  detail: {
    // Both box screens read the spec's one detail call (spec 2 section 7, "Box").
    call: trpc.demand.SpecialBoxLabelPrinting.getDetail,
    input: (row, plantId) => ({
      plantid: plantId,
      sewsPartNo: row.sewsPartNo,
      sewsDesginLevel: row.sewsDesginLevel,
      labelFormat: row.labelFormat ?? undefined,
    }),
    fields: [
      { key: 'custDesignLevel', label: 'custDesignLevel' },
      { key: 'custDesc', label: 'custDescription' },
      { key: 'lblHrPartNo', label: 'partNoText' },
      { key: 'lblBarPartNo', label: 'partNoBarcode' },
      { key: 'lblHrDesign', label: 'designText' },
      { key: 'lbBarDesign', label: 'designBarcode' },
      { key: 'piecesperbox', label: 'piecesPerBox' },
    ],
    // The label starts with the detail's pieces per box.
    quantityInBox: (detail) => detail.piecesperbox,
  },
  panel: [
    { field: 'quantityInBox' },
    { field: 'labels', label: 'numberOfLabels' },
    { field: 'copies', label: 'labelCopies' },
    { field: 'productionDate' },
    { field: 'speed' },
    { field: 'printer' },
    { field: 'extraInput' },
  ],
  rowSettings: (row) => ({
    speed: row.speed,
    enableSpeed: row.enableSpeed,
    copies: row.labelCopies,
    enableCopies: row.enablePrintCopy,
    inputName: row.inputName,
  }),
  request: boxRequest,
  confirm: true,
  successText: demandMessages.sentToPrinter,
};

function boxRequest({
  form,
  row,
  detail,
  plantId,
  date,
}: RequestContext<BoxLabelRowT, BoxDetail>): Partial<BoxPrintRequest> {
  return {
    PlantId: plantId,
    PrinterName: form.printer ?? '',
    QuantityInBox: numberOf(form.quantityInBox),
    NumberOfLabels: numberOf(form.labels),
    NumberOfCopies: numberOf(form.copies),
    Speed: numberOf(form.speed),
    ProductionDate: date,
    KEYVALUE: detail?.keyvalue,
    LabelFormat: row?.labelFormat ?? undefined,
    BroadCastCd: row?.broadCastCd ?? null,
    ExtraInput: row?.inputName || null,
    ExtraInputValue: row?.inputName ? form.extraInput : null,
  };
}
