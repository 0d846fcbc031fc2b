import { z } from 'zod';
import { defineCall } from '../../call.js';
import { defineEntity } from '../../grid/entity.js';
import { fillCall } from '../../grid/fill.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { lookupCall } from '../label-setup/lookups.js';
import { archiveMessages } from './messages.js';

const SCREEN = 'ArchiveProcessConfiguration';
const name = (label: string) => ({ kind: 'text', label, max: 100, upper: true }) as const;
const days = { min: 0, max: 9999 };
const outside = (n: number | null | undefined) => n != null && (n < days.min || n > days.max);

/**
 * How long each history table keeps its rows (spec 3 sections 3 to 5): rows older than the
 * archive period (measured on the key column, a date column of the table) move to the archive
 * table, and archived rows are removed after the remove period, both in days (D) or months (M).
 * The archive table is the source table's, filled by the service. A new row is D and ACTIVE.
 */
export const ArchiveProcessConfig = defineEntity({
  name: SCREEN,
  title: 'Archive Process Configuration',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    sourceTableName: {
      ...name('Source Table Name'),
      required: true,
      lookup: { table: 'archiveSources', fills: { archiveTableName: 'archiveTable' } },
    },
    archiveTableName: name('Archive Table Name'),
    archiveDaysMonths: { kind: 'int', label: 'Archive Day', emptyAsZero: true, default: 0 },
    removeDaysMonths: { kind: 'int', label: 'Remove Day', required: true },
    timePeriod: { kind: 'text', label: 'Time Period', required: true, default: 'D', lookup: { table: 'timePeriods' } },
    keyColumn: {
      ...name('Key Column'),
      required: true,
      lookup: { table: 'archiveKeyColumns', within: { source: 'sourceTableName' } },
    },
    archiveServerDb: name('Archive Server DB'),
    status: { kind: 'text', label: 'Status', required: true, default: 'ACTIVE', lookup: { table: 'archiveStatuses' } },
  },
  unique: [],
  defaultSort: [{ selector: 'sourceTableName' }],
  checks: (row) => [
    ...(outside(row.archiveDaysMonths)
      ? [{ field: 'archiveDaysMonths' as const, message: archiveMessages.archiveDayRange }]
      : []),
    ...(outside(row.removeDaysMonths)
      ? [{ field: 'removeDaysMonths' as const, message: archiveMessages.removeDayRange }]
      : []),
  ],
});

/** What one run of the archive job did to one configured table. */
export const archiveRunTable = z.object({
  sourceTableName: z.string(),
  archiveTableName: z.string(),
  moved: z.number().int(),
  removed: z.number().int(),
  /** Why nothing of this table changed (its transaction was undone), else null. */
  error: z.string().nullable(),
});

/** One run of the archive job: when, by whom (a user, or SCHEDULER for the daily run), and per table. */
export const archiveRun = z.object({
  id: z.number().int(),
  runAt: z.string(),
  runBy: z.string(),
  moved: z.number().int(),
  removed: z.number().int(),
  tables: z.array(archiveRunTable),
});
export type ArchiveRun = z.infer<typeof archiveRun>;

export const ArchiveProcessConfiguration = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', ArchiveProcessConfig),
  // The archive table name appears as soon as the source table is chosen, not only after save.
  fill: fillCall('configuration', 'ConfigurationMasters', ArchiveProcessConfig),
  timePeriods: lookupCall(SCREEN, 'TimePeriods', z.object({})),
  status: lookupCall(SCREEN, 'Status', z.object({})),
  /** Runs the archive job now, over every active configuration (group SUPER only). */
  run: defineCall({
    service: 'configuration',
    method: 'POST',
    path: `${SCREEN}/Run`,
    access: { kind: 'super' },
    input: z.object({}),
    response: archiveRun.extend({ message: z.string() }),
    // Moving a large plant's history takes longer than a grid call.
    timeoutMs: 300_000,
  }),
  /** The latest run of the job (on demand or daily), or null before the first. */
  lastRun: defineCall({
    service: 'configuration',
    method: 'GET',
    path: `${SCREEN}/LastRun`,
    access: { kind: 'screen', module: 'ConfigurationMasters', screen: SCREEN, action: 'read' },
    input: z.object({}),
    response: z.object({ run: archiveRun.nullable() }),
  }),
};
