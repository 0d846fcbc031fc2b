import { harnessPrint } from '@fgss/contracts';
import { PrintScreen } from '@/kit/print-screen';
import { harnessLabel, harnessRequest } from './harness-label';

const def = {
  ...harnessLabel,
  screen: 'HarnessLabelPrinting',
  title: 'Harness Label Printing',
  rules: harnessPrint,
  request: harnessRequest,
} as const;

/** /HarnessLabelPrinting. */
export default function HarnessLabelPrinting() {
  return <PrintScreen def={def} />;
}
