import { demandMessages, PRINT_DEFAULTS, ZebraLabelRow, zebraPrint } from '@fgss/contracts';
import { definePrintScreen, PrintScreen } from '@/kit/print-screen';
import { trpc } from '@/lib/trpc';

/** The print's label text, saved by the browser as label.txt (spec 2 section 2). */
function downloadLabel(reply: { zebraLabel: string }): void {
  if (!reply.zebraLabel) return;
  const url = URL.createObjectURL(new Blob([reply.zebraLabel], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'label.txt';
  link.click();
  URL.revokeObjectURL(url);
}

const def = definePrintScreen(trpc.demand.ZebraLabelPrinting, {
  screen: 'ZebraLabelPrinting',
  title: 'Zebra Label Printing',
  plant: {},
  grid: { entity: ZebraLabelRow, rowId: (r) => String(r.id) },
  panel: [{ field: 'labels', label: 'labelQuantity' }, { field: 'copies', label: 'noOfCopies' }, { field: 'printer' }],
  copies: PRINT_DEFAULTS.copies.zebra,
  rules: zebraPrint,
  request: ({ form, row, plantId }) => ({
    PrinterName: form.printer ?? '',
    SewsPartNo: row?.sewsPartNo ?? undefined,
    DesignLevel: row?.designLevel ?? undefined,
    CustomerId: row?.customerId,
    PartNoPrefix: row?.partNoPrefix,
    BasePartNo: row?.basePartNo,
    DesignInfo: row?.designInfo,
    Barcode: row?.barcode,
    LabelFormat: row?.labelFormat,
    MfgLocation: row?.mfgLocation,
    MadeinPhrase: row?.madeinPhrase,
    Color: row?.color,
    LabelQuantity: form.labels === '' ? undefined : form.labels,
    NoOfCopies: form.copies === '' ? undefined : form.copies,
    Plant: plantId,
    ReleaseNo: row?.releaseNo,
    RecordId: row?.id,
    IsPrimary: row?.isPrimary,
  }),
  successText: demandMessages.sentToPrinter,
  afterPrint: downloadLabel,
});

/** /ZebraLabelPrinting: the print's label text is also downloaded as label.txt. */
export default function ZebraLabelPrinting() {
  return <PrintScreen def={def} />;
}
