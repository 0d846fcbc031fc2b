import { z } from 'zod';
import { col, reportLookup, reportSearch, text } from './kit.js';
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
  asn: col.maybeText,
  master: col.maybeText,
  pallet: col.maybeText,
  product: col.text,
  box: col.text,
  harness: col.maybeText,
  descBy: col.maybeText,
  trucK_LOD_DTM: col.maybeText,
  skiD_DTM: col.maybeText,
  palleT_LOD_DTM: col.maybeText,
  boX_PACK_DTM: col.maybeText,
  pieceS_PER_BOX: col.int,
};

export const archiveSummaryReport = {
  title: 'Archive Summary',
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
    row,
    columns: () => archiveSummaryReport.columns,
    rules: archiveSummaryReport.rules,
  }),
};
