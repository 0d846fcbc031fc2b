import { DOI_MODES, doiReport } from '@fgss/contracts';
import { useMemo } from 'react';
import { dayText, defineReport, ReportScreen } from '@/kit/report';
// DOI's own texts are already translated; the kit's t() gives a text that is no key back as it is.
import type { TextKey } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { type DoiText, useDoiText } from './texts';

const doiReportScreen = (t: (key: DoiText) => string) =>
  defineReport({
    title: t('doiReport'),
    exportTitle: doiReport.title,
    search: trpc.doi.DOIReport.search,
    filters: [
      { kind: 'plant', name: 'plantID', label: t('plant') as TextKey, plants: trpc.doi.DOIReport },
      { kind: 'date', name: 'dateFrom', label: t('dateFrom') as TextKey, initial: 'today' },
      { kind: 'date', name: 'dateTo', label: t('dateTo') as TextKey, initial: 'today' },
      {
        kind: 'select',
        name: 'option',
        label: t('mode') as TextKey,
        options: DOI_MODES.map((m) => ({ value: m, label: t(m) as TextKey })),
        clearable: true,
      },
      { kind: 'text', name: 'controlNo', label: t('controlNo') as TextKey, maxLength: 15, upper: true },
    ],
    query: (v) => ({
      plantID: v.plantID,
      option: (v.option as (typeof DOI_MODES)[number] | null) ?? undefined,
      controlNo: v.controlNo,
      dateFrom: dayText(v.dateFrom),
      dateTo: dayText(v.dateTo),
    }),
    window: () => doiReport.window,
    columns: () => doiReport.columns.map((field) => ({ field, label: t(field) })),
  });

/** /DOIReport: each DOI action with its control no, user and time, at most 185 days at once. */
export default function DOIReport() {
  const t = useDoiText();
  const report = useMemo(() => doiReportScreen(t), [t]);
  return <ReportScreen def={report} />;
}
