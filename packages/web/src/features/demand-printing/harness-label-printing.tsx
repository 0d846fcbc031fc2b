import { harnessPrint } from '@fgss/contracts';
import { definePrintScreen, PrintScreen } from '@/kit/print-screen';
import { trpc } from '@/lib/trpc';
import { harnessLabel, harnessRequest } from './harness-label';

const def = definePrintScreen(trpc.demand.HarnessLabelPrinting, {
  ...harnessLabel,
  screen: 'HarnessLabelPrinting',
  title: 'Harness Label Printing',
  rules: harnessPrint,
  request: harnessRequest,
});

/** /HarnessLabelPrinting. */
export default function HarnessLabelPrinting() {
  return <PrintScreen def={def} />;
}
