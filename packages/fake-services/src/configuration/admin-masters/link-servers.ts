import { canCompact, type InputOf, LinkServer, type LoadOptions, type TokenClaims } from '@fgss/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { linkServerDetails } from '../../db/schema/admin-masters/index.js';
import { badRequest } from '../../http/errors.js';
import { linkServerStore } from './stores.js';

const PASSWORD = 'password';
const screen = { module: 'ConfigurationMasters', screen: LinkServer.name };
/** The search panel looks in every text column but the password, whoever searches. */
const searchable = LinkServer.columns.filter((f) => LinkServer.fields[f]?.kind === 'text' && f !== PASSWORD);

/** The fields a DevExtreme filter expression names ([field, op, value], [a, 'and', b], ['!', a]). */
function filterFields(expr: unknown): string[] {
  if (!Array.isArray(expr)) return [];
  if (typeof expr[0] === 'string' && expr[0] !== '!') return [expr[0]];
  return expr.flatMap(filterFields);
}

/** The columns a load sorts, groups, sums, filters or searches on. */
function namedColumns(o: LoadOptions): string[] {
  const searchExpr = typeof o.searchExpr === 'string' ? [o.searchExpr] : (o.searchExpr ?? []);
  return [
    ...(o.sort ?? []).map((s) => s.selector),
    ...(o.group ?? []).map((g) => g.selector),
    ...[...(o.totalSummary ?? []), ...(o.groupSummary ?? [])].flatMap((s) => (s.selector ? [s.selector] : [])),
    ...filterFields(o.filter ? JSON.parse(JSON.stringify(o.filter)) : []),
    ...searchExpr,
  ];
}

function withoutPasswords<T>(rows: T[]): T[] {
  return rows.map((row) => {
    const r = row as Record<string, unknown>;
    if (Array.isArray(r.items)) return { ...r, items: withoutPasswords(r.items) } as T;
    return PASSWORD in r ? ({ ...r, [PASSWORD]: null } as T) : row;
  });
}

/**
 * The link servers. The password goes only to a caller with the update right on the screen
 * (spec 3 sections 3 and 6); for others it is null, and a load that sorts, groups, sums or
 * filters on it is refused, so nothing about it can be learned from the order or the count.
 */
export function listLinkServers(db: PlantDb, o: LoadOptions, user: TokenClaims | null) {
  const mayRead = user !== null && canCompact(user.prm, screen, 'update');
  const load = { ...o, searchExpr: o.searchExpr ?? searchable };
  if (mayRead) return linkServerStore.load(db, load);
  if (namedColumns(o).includes(PASSWORD)) throw badRequest('The password is shown only to users with the update right');
  const reply = linkServerStore.load(db, load);
  return { ...reply, data: withoutPasswords(reply.data as Record<string, unknown>[]) as typeof reply.data };
}

/** The procedures a link server runs, for one plant when given. */
export function linkServerDetail(db: PlantDb, input: InputOf<'configuration.LinkServerMaster.detail'>) {
  const t = linkServerDetails;
  const data = db
    .select({
      id: t.id,
      procedureName: t.procedureName,
      plantId: t.plantId,
      lastExecutionDate: t.lastExecutionDate,
      executionStatus: t.executionStatus,
    })
    .from(t)
    .where(
      and(
        eq(t.linkName, input.linkName),
        input.serverName ? eq(t.serverName, input.serverName) : undefined,
        input.plantId ? eq(t.plantId, input.plantId) : undefined,
      ),
    )
    .orderBy(asc(t.procedureName))
    .all();
  return { data };
}
