/**
 * The history tables the plant's archive job can move (the shipment tree Archive Summary reads),
 * each with its archive table and the date columns a row's age may be measured on (the
 * configuration's key column). Names are the database's, upper-cased as the screen shows them.
 * In the order the job runs them, children first: a row moves once nothing live refers to it.
 */
export const archiveSources = {
  HARNESS_SERIAL: { archiveTable: 'HARNESS_SERIAL_ARCHIVE', dateColumns: ['MFG_DATE', 'PRINTED_AT'] },
  BOX: { archiveTable: 'BOX_ARCHIVE', dateColumns: ['BOX_PACK_DTM', 'PRINTED_AT'] },
  PALLET: { archiveTable: 'PALLET_ARCHIVE', dateColumns: ['PALLET_LOAD_DTM', 'PRINTED_AT'] },
  MASTER_LABEL: { archiveTable: 'MASTER_LABEL_ARCHIVE', dateColumns: ['TRUCK_LOAD_DTM', 'SKID_DTM', 'PRINTED_AT'] },
  SHIPMENT: { archiveTable: 'SHIPMENT_ARCHIVE', dateColumns: ['SHIP_DATE', 'DATE_TIME_STAMP'] },
} as const;
export type ArchiveSource = keyof typeof archiveSources;
export const archiveSourceNames = Object.keys(archiveSources) as ArchiveSource[];

/** TimePeriods: the unit of the archive and remove periods. */
export const timePeriods = [
  { code: 'D', name: 'Days' },
  { code: 'M', name: 'Months' },
] as const;
export type TimePeriod = (typeof timePeriods)[number]['code'];

/** Status: only active configurations are run by the archive job. */
export const archiveStatuses = [
  { code: 'ACTIVE', name: 'Active' },
  { code: 'INACTIVE', name: 'Inactive' },
] as const;
