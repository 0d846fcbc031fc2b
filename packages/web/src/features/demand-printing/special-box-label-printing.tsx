import { PRINT_DEFAULTS, specialBoxPrint } from '@fgss/contracts';
import { definePrintScreen, PrintScreen } from '@/kit/print-screen';
import { trpc } from '@/lib/trpc';
import { boxLabel } from './box-label';

const def = definePrintScreen(trpc.demand.SpecialBoxLabelPrinting, {
  ...boxLabel,
  screen: 'SpecialBoxLabelPrinting',
  title: 'Special Box Label Printing',
  rules: specialBoxPrint,
  copies: PRINT_DEFAULTS.copies.specialBox,
});

/** /SpecialBoxLabelPrinting: box printing's catalogue, detail row and extra input. */
export default function SpecialBoxLabelPrinting() {
  return <PrintScreen def={def} />;
}
