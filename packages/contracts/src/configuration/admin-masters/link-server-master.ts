import { z } from 'zod';
import { defineCall } from '../../call.js';
import { defineEntity } from '../../grid/entity.js';
import { masterGridCalls } from '../../grid/master-grid.js';

const SCREEN = 'LinkServerMaster';
const text = (label: string, max: number) => ({ kind: 'text', label, max, upper: true }) as const;

/**
 * A linked server the plant's jobs reach (spec 3 section 3): where it is, how to sign in, what
 * runs there. Text upper-case but the password, which the service sends only to users with the
 * update right (others get null) and the screen masks.
 */
export const LinkServer = defineEntity({
  name: SCREEN,
  title: 'Link Server Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    linkName: { ...text('Link Name', 50), required: true },
    serverName: text('Server Name', 100),
    databaseName: text('Database Name', 100),
    userId: text('User Id', 100),
    password: { kind: 'text', label: 'Password', max: 100 },
    plantId: { ...text('Mfg Plant', 50), lookup: { table: 'plants' } },
    processInfo: text('Process Info', 50),
    extraInfo: text('Extra Info', 400),
    inspectionPlant: text('Inspection Plant', 100),
    dbObjectName: text('DB Object Name', 100),
    remarks: text('Remarks', 100),
    identifier: text('Identifier', 50),
  },
  unique: ['linkName'],
  defaultSort: [{ selector: 'linkName' }],
});

/** A procedure a link server runs for a plant, with its last run. */
export const linkServerDetail = z.object({
  id: z.number().int(),
  procedureName: z.string(),
  plantId: z.string(),
  lastExecutionDate: z.string().nullable(),
  executionStatus: z.string(),
});

const name = (max: number) => z.string().trim().max(max);

export const LinkServerMaster = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', LinkServer),
  detail: defineCall({
    service: 'configuration',
    method: 'GET',
    path: `${SCREEN}/Detail`,
    access: { kind: 'screen', module: 'ConfigurationMasters', screen: SCREEN, action: 'read' },
    input: z.object({ linkName: name(50).min(1), serverName: name(100).optional(), plantId: name(50).optional() }),
    response: z.object({ data: z.array(linkServerDetail) }),
  }),
};
