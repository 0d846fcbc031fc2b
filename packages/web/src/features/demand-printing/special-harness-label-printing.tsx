import { type PlantOption, specialHarnessPrint } from '@fgss/contracts';
import { definePrintScreen, PrintScreen } from '@/kit/print-screen';
import { trpc } from '@/lib/trpc';
import { harnessLabel, harnessRequest } from './harness-label';

/**
 * /SpecialHarnessLabelPrinting: harness printing plus the SWS logo (shown with line and lot) and
 * the customer part number; plants read 'id - value - identifier'.
 */
const def = definePrintScreen(trpc.demand.SpecialHarnessLabelPrinting, {
  ...harnessLabel,
  screen: 'SpecialHarnessLabelPrinting',
  title: 'Special Harness Label Printing',
  plant: { label: (p: PlantOption) => `${p.Id} - ${p.Value} - ${p.Identifier}` },
  panel: [...harnessLabel.panel, { field: 'printLogo' }],
  rules: specialHarnessPrint,
  request: (ctx) => ({
    ...harnessRequest(ctx),
    PrintSWSlogo: ctx.form.printLogo,
    CustPartNo: ctx.row?.custPartNo ?? null,
  }),
});

export default function SpecialHarnessLabelPrinting() {
  return <PrintScreen def={def} />;
}
