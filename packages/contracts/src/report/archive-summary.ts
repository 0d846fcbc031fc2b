import { z } from 'zod';
import { col, column, reportLookup, reportSearch, rowShape, text } from './kit.js';
import { reportMessages } from './messages.js';

const SCREEN = 'ArchiveSummary';
const PATH = 'ArchiveSummaryReport';

/** What the searched number is: ASN, master label, pallet, box or harness. */
export const archiveType = z.enum(['ASN', 'ML', 'PLT', 'BOX', 'HRNS']).default('ASN');

/**
 * One harness of the shipment tree the searched number belongs to (its ASN, or its topmost
 * container while it has not shipped), with every level above it.
 */
const row = {
  asn: column(col.maybeText, 'ASN'),
  master: column(col.maybeText, 'Master Label'),
  pallet: column(col.maybeText, 'Pallet'),
  product: column(col.text, 'Product'),
  box: column(col.text, 'Box'),
  harness: column(col.maybeText, 'Harness'),
  descBy: column(col.maybeText, 'Desc By'),
  trucK_LOD_DTM: column(col.maybeText, 'Truck Load Date'),
  skiD_DTM: column(col.maybeText, 'Skid Date'),
  palleT_LOD_DTM: column(col.maybeText, 'Pallet Load Date'),
  boX_PACK_DTM: column(col.maybeText, 'Box Pack Date'),
  pieceS_PER_BOX: column(col.int, 'Pieces per Box'),
};

export const archiveSummaryReport = {
  title: 'Archive Summary',
  /** The result's columns with their headers. */
  row,
  columns: Object.keys(row) as (keyof typeof row)[],
  /** The column whose value equals the searched number, for the bold row. */
  boldColumn: { ASN: 'asn', ML: 'master', PLT: 'pallet', BOX: 'box', HRNS: 'harness' } as const,
  rules: (f: { searchFilter?: string }) =>
    f.searchFilter ? [] : [{ path: 'searchFilter', message: reportMessages.cannotBeBlank }],
} as const;

/** The number lookups take the typed text and, optionally, an ASN to stay within. */
const scope = { asnNumber: text(30) };

export const ArchiveSummary = {
  asnNumbers: reportLookup(SCREEN, `${PATH}/ASNNumbers`, scope),
  mlNumbers: reportLookup(SCREEN, `${PATH}/MLNumbers`, scope),
  pltNumbers: reportLookup(SCREEN, `${PATH}/PLTNumbers`, scope),
  boxNumbers: reportLookup(SCREEN, `${PATH}/BOXNumbers`, scope),
  hrnsNumbers: reportLookup(SCREEN, `${PATH}/HRNSNumbers`, scope),
  search: reportSearch(SCREEN, PATH, {
    filters: { searchFilter: text(30), reportOption: archiveType },
    row: rowShape(row),
    columns: () => archiveSummaryReport.columns,
    rules: archiveSummaryReport.rules,
  }),
};
