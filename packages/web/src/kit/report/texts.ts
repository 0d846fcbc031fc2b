import { reportMessages } from '@fgss/contracts';
import { useLanguage } from '@/lib/i18n';

/** The report kit's own texts; the spec's tooltip is written once here. */
const en = {
  search: 'Search',
  clear: 'Clear',
  exportExcel: 'Export to Excel',
  clickSearch: reportMessages.clickSearch,
  noRecords: 'No records to display',
  searchLookup: 'Type to search',
};
type ReportText = keyof typeof en;

const es: Record<ReportText, string> = {
  search: 'Buscar',
  clear: 'Limpiar',
  exportExcel: 'Exportar a Excel',
  clickSearch: reportMessages.clickSearch,
  noRecords: 'No hay registros para mostrar',
  searchLookup: 'Escriba para buscar',
};

export function useReportText(): (key: ReportText) => string {
  const dictionary = useLanguage() === 'ES' ? es : en;
  return (key) => dictionary[key];
}
