import { plainMasters, registry } from '@fgss/contracts';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { entityTable } from '../../entity-table.js';
import { customerGroups, emailParameters, ftpCommands } from '../admin-masters/index.js';
import { xrefFieldConfig } from '../parts/index.js';

/** Plain masters whose tables came before this domain: they stay in theirs, with their data. */
const ownTables: Record<string, SQLiteTable> = {
  EmailParameterMaster: emailParameters,
  FTPCommandMaster: ftpCommands,
  GROUPMASTER: customerGroups,
  ConfigureXREFFields: xrefFieldConfig,
};

const made = Object.fromEntries(
  plainMasters(registry)
    .filter((entity) => !ownTables[entity.name])
    .map((entity) => [entity.name, entityTable(entity)]),
);

/** The table of every plain master (plainMasterCalls) by entity name: made from the entity, or its own. */
export const plainMasterTables: Record<string, SQLiteTable> = { ...made, ...ownTables };

// drizzle-kit requires schema files as CommonJS and generates the tables among their exports;
// tables made from the registry have no names of their own to be exported by.
declare const module: { exports: Record<string, unknown> } | undefined;
if (typeof module !== 'undefined') Object.assign(module.exports, made);
