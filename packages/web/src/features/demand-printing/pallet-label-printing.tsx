import { demandMessages, palletPrint } from '@fgss/contracts';
import { definePrintScreen, PrintScreen } from '@/kit/print-screen';
import { numberOf } from '@/kit/print-screen/print-form';
import { trpc } from '@/lib/trpc';

const def = definePrintScreen(trpc.demand.PalletLabelPrinting, {
  screen: 'PalletLabelPrinting',
  title: 'Pallet Label Printing',
  panel: [{ field: 'labels', label: 'labelQuantity' }, { field: 'printer' }, { field: 'speed' }],
  rules: palletPrint,
  request: ({ form }) => ({
    LabelQty: numberOf(form.labels),
    printerName: form.printer ?? '',
    Speed: numberOf(form.speed),
  }),
  successText: demandMessages.palletPrinted,
  nextSerial: true,
});

/** /PalletLabelPrinting: shows the serial the next pallet label will carry. */
export default function PalletLabelPrinting() {
  return <PrintScreen def={def} />;
}
