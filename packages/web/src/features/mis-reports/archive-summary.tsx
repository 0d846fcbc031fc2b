import { archiveSummaryReport } from '@fgss/contracts';
import { defineReport, type LookupFilter, ReportScreen } from '@/kit/report';
import type { TextKey } from '@/lib/i18n';
import type { QueryProcedure } from '@/lib/procedures';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';

type ArchiveType = keyof typeof archiveSummaryReport.boldColumn;
/** The searched number's type, its label and the lookup of its numbers. */
const types: Record<ArchiveType, { label: TextKey; number: TextKey; call: QueryProcedure }> = {
  ASN: { label: 'asn', number: 'asnNo', call: trpc.report.ArchiveSummary.asnNumbers },
  ML: { label: 'masterLabel', number: 'masterLabelNo', call: trpc.report.ArchiveSummary.mlNumbers },
  PLT: { label: 'pallet', number: 'palletNo', call: trpc.report.ArchiveSummary.pltNumbers },
  BOX: { label: 'box', number: 'boxNo', call: trpc.report.ArchiveSummary.boxNumbers },
  HRNS: { label: 'harness', number: 'harnessNo', call: trpc.report.ArchiveSummary.hrnsNumbers },
};
const typeOf = (v: string | null): ArchiveType => (v && v in types ? (v as ArchiveType) : 'ASN');

/** The number select of a type, shown while that type is chosen. */
const numberSelect = <N extends string>(name: N, type: ArchiveType): LookupFilter<N> => ({
  kind: 'lookup',
  name,
  label: types[type].number,
  call: types[type].call,
  shown: (v) => typeOf(v.reportOption as string | null) === type,
  w: 260,
});

const report = defineReport({
  title: archiveSummaryReport.title,
  search: trpc.report.ArchiveSummary.search,
  filters: [
    {
      kind: 'radio',
      name: 'reportOption',
      label: 'type',
      options: Object.entries(types).map(([value, t]) => ({ value, label: t.label })),
      initial: 'ASN',
      resets: ['asn', 'ml', 'plt', 'box', 'hrns'],
    },
    numberSelect('asn', 'ASN'),
    numberSelect('ml', 'ML'),
    numberSelect('plt', 'PLT'),
    numberSelect('box', 'BOX'),
    numberSelect('hrns', 'HRNS'),
  ],
  // Only the shown select holds a value.
  query: (v) => ({ searchFilter: v.asn ?? v.ml ?? v.plt ?? v.box ?? v.hrns }),
  columns: () => reportColumns(archiveSummaryReport.row, archiveSummaryReport.columns),
  // The row of the searched number, in the column of the searched type.
  bold: (row, v) => {
    const searched = v.asn ?? v.ml ?? v.plt ?? v.box ?? v.hrns;
    return searched !== null && row[archiveSummaryReport.boldColumn[typeOf(v.reportOption)]] === searched;
  },
});

/** /ArchiveSummary: the shipment tree of an ASN, master label, pallet, box or harness. */
export default function ArchiveSummary() {
  return <ReportScreen def={report} />;
}
