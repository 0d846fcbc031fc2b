import { boxPrint, PRINT_DEFAULTS } from '@fgss/contracts';
import { definePrintScreen, PrintScreen } from '@/kit/print-screen';
import { trpc } from '@/lib/trpc';
import { boxLabel } from './box-label';

const def = definePrintScreen(trpc.demand.BoxLabelPrinting, {
  ...boxLabel,
  screen: 'BoxLabelPrinting',
  title: 'Box Label Printing',
  rules: boxPrint,
  copies: PRINT_DEFAULTS.copies.box,
});

/** /BoxLabelPrinting. */
export default function BoxLabelPrinting() {
  return <PrintScreen def={def} />;
}
