import { customerPrint, PRINT_DEFAULTS, PRINT_RANGES } from '@fgss/contracts';
import { definePrintScreen, PrintScreen } from '@/kit/print-screen';
import { trpc } from '@/lib/trpc';
import { partLabel, partPanel, partRequest } from './part-label';

const def = definePrintScreen(trpc.demand.CustomerLabelPrinting, {
  ...partLabel,
  screen: 'CustomerLabelPrinting',
  title: 'Customer Label Printing',
  customer: true,
  panel: partPanel('shippingDate', { field: 'labels', label: 'noOfLabels', range: PRINT_RANGES.customerLabels }),
  copies: PRINT_DEFAULTS.copies.customer,
  rules: customerPrint,
  request: (ctx) => ({ ...partRequest(ctx), ShippingDate: ctx.date, CustomerCode: ctx.customerId ?? undefined }),
});

/** /CustomerLabelPrinting: the grid loads per plant and the chosen customer. */
export default function CustomerLabelPrinting() {
  return <PrintScreen def={def} />;
}
