import { demandMessages, emptyBoxPrint, PRINT_DEFAULTS } from '@fgss/contracts';
import { definePrintScreen, PrintScreen } from '@/kit/print-screen';
import { numberOf } from '@/kit/print-screen/print-form';
import { trpc } from '@/lib/trpc';

const def = definePrintScreen(trpc.demand.EmptyBoxLabelPrinting, {
  screen: 'EmptyBoxLabelPrinting',
  title: 'Empty Box Label Printing',
  panel: [
    { field: 'labels', label: 'numberOfLabels' },
    { field: 'copies', label: 'noOfCopies' },
    { field: 'printer' },
    { field: 'speed' },
  ],
  copies: PRINT_DEFAULTS.copies.emptyBox,
  rules: emptyBoxPrint,
  request: ({ form }) => ({
    noLabels: numberOf(form.labels),
    noCopies: numberOf(form.copies),
    printerName: form.printer ?? '',
    Speed: numberOf(form.speed),
  }),
  successText: demandMessages.sentToPrinter,
});

/** /EmptyBoxLabelPrinting: no plant and no grid (the active plant's empty box labels). */
export default function EmptyBoxLabelPrinting() {
  return <PrintScreen def={def} />;
}
