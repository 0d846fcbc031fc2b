import { checks, demandMessages, PRINT_RANGES, type RelabelPrintRequest, relabelRowProblems } from '@fgss/contracts';
import { useMemo } from 'react';
import { definePrintScreen, PrintScreen } from '@/kit/print-screen';
import { numberOf } from '@/kit/print-screen/print-form';
import { type Translate, useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { HarnessRelabelWork } from './harness-relabel-work';

/** Print is enabled only when both lists are complete and the panel is valid (spec 2 section 4). */
const relabelRules = (t: Translate) => ({
  checks: {
    harnessData: (q: Partial<RelabelPrintRequest>) =>
      !q.harnessData?.length
        ? t('enterRelabelHarnesses')
        : (relabelRowProblems(q.harnessData, q.harnessType ?? 'Mexico').find((p) => p !== null) ?? null),
    copies: (q: Partial<RelabelPrintRequest>) => checks.range(q.copies, PRINT_RANGES.copies, 'Copies'),
    speed: (q: Partial<RelabelPrintRequest>) => checks.range(q.speed, PRINT_RANGES.speed, 'Speed'),
    printer: (q: Partial<RelabelPrintRequest>) => checks.printer(q.printerName),
  },
});

const relabelScreen = (t: Translate) =>
  definePrintScreen(trpc.rework.HarnessLabelRelabel, {
    screen: 'HarnessLabelRelabel',
    title: t('harnessRelabel'),
    plant: {},
    work: HarnessRelabelWork,
    panel: [{ field: 'printer' }, { field: 'speed' }, { field: 'copies', label: 'noOfCopies' }],
    rules: relabelRules(t),
    request: ({ form, plantId }) => ({
      plantID: plantId,
      printerName: form.printer ?? '',
      speed: numberOf(form.speed),
      copies: numberOf(form.copies),
    }),
    confirm: true,
    successText: demandMessages.sentToPrinter,
    preview: false,
  });

/**
 * /HarnessLabelRelabel: the harnesses of a box printed under new labels through the print-job
 * pipeline; each destination takes its source's place in the box.
 */
export default function HarnessLabelRelabel() {
  const t = useT();
  const def = useMemo(() => relabelScreen(t), [t]);
  return <PrintScreen def={def} />;
}
