import { componentPrint, PRINT_DEFAULTS } from '@fgss/contracts';
import { definePrintScreen, PrintScreen } from '@/kit/print-screen';
import { trpc } from '@/lib/trpc';
import { partLabel, partPanel, partRequest } from './part-label';

const def = definePrintScreen(trpc.demand.ComponentLabelPrinting, {
  ...partLabel,
  screen: 'ComponentLabelPrinting',
  title: 'Component Label Printing',
  panel: partPanel('productionDate'),
  copies: PRINT_DEFAULTS.copies.component,
  rules: componentPrint,
  request: (ctx) => ({ ...partRequest(ctx), ProdDate: ctx.date }),
});

/** /ComponentLabelPrinting. */
export default function ComponentLabelPrinting() {
  return <PrintScreen def={def} />;
}
