import { gridsSamples, none, one, type Samples } from './kit.js';

/** Archive Process Configuration (spec 3 section 7). */
export const archiveSamples: Samples = {
  ...gridsSamples({
    'configuration.ArchiveProcessConfiguration': {
      newRow: (k) => ({
        sourceTableName: 'BOX',
        keyColumn: 'BOX_PACK_DTM',
        removeDaysMonths: 60,
        archiveServerDb: `SAMPLE ${k.code(20)}`,
      }),
      key: 'archiveServerDb',
      edit: (row) => ({ ...row, archiveDaysMonths: 400 }),
    },
  }),
  'configuration.ArchiveProcessConfiguration.fill': one(() => ({ field: 'sourceTableName', sourceTableName: 'BOX' })),
  'configuration.ArchiveProcessConfiguration.timePeriods': none,
  'configuration.ArchiveProcessConfiguration.status': none,
  'configuration.ArchiveProcessConfiguration.run': none,
  'configuration.ArchiveProcessConfiguration.lastRun': none,
};
