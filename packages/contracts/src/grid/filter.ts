/**
 * DevExtreme filter expressions, parsed once into a small tree over a column whitelist.
 * The gateway rejects bad filters with these messages; the fake plant turns the tree into
 * parameterised SQL. Raw request text never reaches SQL.
 */
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../input-safety.js';

export const filterOperators = [
  '=',
  '<>',
  '<',
  '>',
  '<=',
  '>=',
  'contains',
  'notcontains',
  'startswith',
  'endswith',
] as const;
export type FilterOperator = (typeof filterOperators)[number];
export type FilterValue = string | number | boolean | null;

export type FilterNode =
  | { kind: 'condition'; field: string; op: FilterOperator; value: FilterValue }
  | { kind: 'not'; node: FilterNode }
  | { kind: 'group'; join: 'and' | 'or'; nodes: FilterNode[] };

export class FilterError extends Error {}

/**
 * A filter checked and parsed once, where the load options are validated. It travels on as the
 * DevExtreme expression it came from: JSON.stringify gives that expression back, so a forwarded
 * request carries the caller's filter, and the fake plant's translator reads the tree.
 */
export class GridFilter {
  constructor(
    readonly tree: FilterNode,
    private readonly expression: unknown[],
  ) {}

  toJSON(): unknown[] {
    return this.expression;
  }
}

const MAX_DEPTH = 8;
const MAX_CONDITIONS = 200;

function isValue(v: unknown): v is FilterValue {
  return v === null || ['string', 'number', 'boolean'].includes(typeof v);
}

export function parseFilter(raw: unknown, columns: readonly string[]): FilterNode {
  let count = 0;
  const walk = (expr: unknown, depth: number): FilterNode => {
    if (depth > MAX_DEPTH) throw new FilterError('Filter is nested too deeply');
    if (!Array.isArray(expr) || expr.length === 0) throw new FilterError('Filter must be a non-empty array');
    if (expr[0] === '!') {
      if (expr.length !== 2) throw new FilterError("Filter '!' takes exactly one expression");
      return { kind: 'not', node: walk(expr[1], depth + 1) };
    }
    if (typeof expr[0] === 'string') {
      if (++count > MAX_CONDITIONS) throw new FilterError('Filter has too many conditions');
      const [field, opOrValue, maybeValue] = expr as unknown[];
      const hasOp = expr.length === 3;
      if (expr.length > 3) throw new FilterError('Filter condition must be [field, operator, value]');
      const op = (hasOp ? String(opOrValue).toLowerCase() : '=') as FilterOperator;
      const value = hasOp ? maybeValue : opOrValue;
      if (!columns.includes(field as string)) throw new FilterError(`Unknown column '${String(field)}' in filter`);
      if (!filterOperators.includes(op)) throw new FilterError(`Unknown filter operator '${String(opOrValue)}'`);
      if (!isValue(value))
        throw new FilterError(`Filter value for '${String(field)}' must be text, a number or a boolean`);
      if (typeof value === 'string' && value.length > 200) throw new FilterError('Filter value is too long');
      if (typeof value === 'string' && hasControlCharacter(value))
        throw new FilterError(`Filter value for '${String(field)}' ${CONTROL_CHARACTER_MESSAGE}`);
      return { kind: 'condition', field: field as string, op, value };
    }
    // [expr, 'and'|'or', expr, ...]; adjacent expressions without a word are joined with 'and'.
    const nodes: FilterNode[] = [];
    let join: 'and' | 'or' | undefined;
    for (const part of expr) {
      if (typeof part === 'string') {
        const word = part.toLowerCase();
        if (word !== 'and' && word !== 'or') throw new FilterError(`Unknown filter group operator '${part}'`);
        if (join && join !== word) throw new FilterError('Mixing and/or in one filter group is not supported');
        join = word;
      } else nodes.push(walk(part, depth + 1));
    }
    if (nodes.length === 0) throw new FilterError('Filter group is empty');
    return nodes.length === 1 ? (nodes[0] as FilterNode) : { kind: 'group', join: join ?? 'and', nodes };
  };
  return walk(raw, 0);
}
