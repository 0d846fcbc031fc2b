import { PRINT_DEFAULTS, specialBoxPrint } from '@fgss/contracts';
import { PrintScreen } from '@/kit/print-screen';
import { boxLabel } from './box-label';

const def = {
  ...boxLabel,
  screen: 'SpecialBoxLabelPrinting',
  title: 'Special Box Label Printing',
  rules: specialBoxPrint,
  copies: PRINT_DEFAULTS.copies.specialBox,
} as const;

/** /SpecialBoxLabelPrinting: box printing's catalogue, detail row and extra input. */
export default function SpecialBoxLabelPrinting() {
  return <PrintScreen def={def} />;
}
