import type { Entity, FieldSpec } from '@fgss/contracts';
import { sql } from 'drizzle-orm';
import {
  type CheckBuilder,
  check,
  type IndexBuilder,
  index,
  integer,
  sqliteTable,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { ciText } from './schema/columns.js';

/** 'FTPCommandMaster' -> 'ftp_command_master', 'desT_CD' -> 'dest_cd': as the plant's tables are named. */
export const snakeName = (name: string) =>
  name
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z0-9])([A-Z])(?=[a-z]|[A-Z]+$)/g, '$1_$2')
    .toLowerCase();

function column(name: string, spec: FieldSpec) {
  const notNull = spec.required || spec.emptyAsString || spec.emptyAsZero;
  switch (spec.kind) {
    case 'id':
      return integer(name).primaryKey({ autoIncrement: true });
    case 'bool':
      return integer(name, { mode: 'boolean' }).notNull().default(false);
    case 'int':
      return notNull ? integer(name).notNull() : integer(name);
    case 'text':
      // Case-insensitive as the plants' SQL Server: unique keys, sorts and '=' ignore case.
      return notNull ? ciText(name).notNull() : ciText(name);
  }
}

/**
 * The table of a plain master, from its entity: one column per field, the entity's unique key
 * as a unique index, text lengths and number ranges as CHECK constraints, an index on the
 * scope's fields and, for a primary flag, the partial index that finds the primary row.
 */
export function entityTable(entity: Entity) {
  const table = snakeName(entity.name);
  const fields = Object.entries(entity.fields);
  const columnName = (field: string) => snakeName(field);
  return sqliteTable(
    table,
    Object.fromEntries(fields.map(([field, spec]) => [field, column(columnName(field), spec)])) as Record<
      string,
      ReturnType<typeof integer>
    >,
    (t) => {
      const col = (field: string) => t[field] as never;
      const [first, ...rest] = entity.unique;
      const scope = [...new Set(Object.values(entity.scope ?? {}))];
      return [
        ...(first ? [uniqueIndex(`${table}_key`).on(col(first), ...rest.map(col))] : []),
        ...scope.map((field) => index(`${table}_${columnName(field)}`).on(col(field))),
        ...fields.flatMap<IndexBuilder | CheckBuilder>(([field, spec]) => {
          const c = sql.identifier(columnName(field));
          if (spec.primary) return [index(`${table}_primary`).on(col(field)).where(sql`${c} = 1`)];
          if (spec.kind === 'text' && spec.max !== undefined)
            return [check(`${table}_${columnName(field)}_length`, sql`length(${c}) <= ${sql.raw(String(spec.max))}`)];
          if (spec.kind === 'int' && spec.min !== undefined && spec.max !== undefined)
            return [
              check(
                `${table}_${columnName(field)}_range`,
                sql`${c} between ${sql.raw(String(spec.min))} and ${sql.raw(String(spec.max))}`,
              ),
            ];
          return [];
        }),
      ];
    },
  );
}
