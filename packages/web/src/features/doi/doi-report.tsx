import { DOI_MODES, doiReport } from '@fgss/contracts';
import { useMemo } from 'react';
import { defineReport, ReportScreen } from '@/kit/report';
import { type TextKey, useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';

const doiReportScreen = (t: (key: TextKey) => string) =>
  defineReport({
    title: t('doiReport'),
    exportTitle: doiReport.title,
    search: trpc.doi.DOIReport.search,
    filters: [
      { kind: 'plant', name: 'plantID', label: 'plant', plants: trpc.doi.DOIReport },
      { kind: 'date', name: 'dateFrom', label: 'dateFrom', initial: 'today' },
      { kind: 'date', name: 'dateTo', label: 'dateTo', initial: 'today' },
      {
        kind: 'select',
        name: 'option',
        label: 'mode',
        options: DOI_MODES.map((m) => ({ value: m, label: m })),
        clearable: true,
      },
      { kind: 'text', name: 'controlNo', label: 'controlNo', maxLength: 15, upper: true },
    ],
    window: () => doiReport.window,
    columns: () => doiReport.columns.map((field) => ({ field, label: t(field) })),
  });

/** /DOIReport: each DOI action with its control no, user and time, at most 185 days at once. */
export default function DOIReport() {
  const t = useT();
  const report = useMemo(() => doiReportScreen(t), [t]);
  return <ReportScreen def={report} />;
}
