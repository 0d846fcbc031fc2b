import { boxPrint, PRINT_DEFAULTS } from '@fgss/contracts';
import { PrintScreen } from '@/kit/print-screen';
import { boxLabel } from './box-label';

const def = {
  ...boxLabel,
  screen: 'BoxLabelPrinting',
  title: 'Box Label Printing',
  rules: boxPrint,
  copies: PRINT_DEFAULTS.copies.box,
} as const;

/** /BoxLabelPrinting. */
export default function BoxLabelPrinting() {
  return <PrintScreen def={def} />;
}
