import { type ComponentPrintRequest, componentPrint, type PartLabelRowT, PRINT_DEFAULTS } from '@fgss/contracts';
import { PrintScreen, type PrintScreenDef } from '@/kit/print-screen';
import { partLabel, partPanel, partRequest } from './part-label';

const def: PrintScreenDef<PartLabelRowT, ComponentPrintRequest> = {
  ...partLabel,
  screen: 'ComponentLabelPrinting',
  title: 'Component Label Printing',
  panel: partPanel('Production Date'),
  copies: PRINT_DEFAULTS.copies.component,
  rules: componentPrint,
  request: (ctx) => ({ ...partRequest(ctx), ProdDate: ctx.date }),
};

/** /ComponentLabelPrinting. */
export default function ComponentLabelPrinting() {
  return <PrintScreen def={def} />;
}
