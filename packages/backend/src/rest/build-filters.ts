// Turns parsed filters and order terms into SQL over one aliased relation: every column is looked
// up in the catalog and quoted, every value becomes a bound parameter.
import { notEmbedded, unknownColumn } from './errors.ts';
import { qualified, quoteIdent } from '../db/sql-identifiers.ts';
import type { SqlParams } from './sql-text.ts';
import type { Relation } from './catalog.ts';
import type { ColumnRef, Condition, FilterNode, FilterOperator, OrderTerm } from './query-ast.ts';

const OPERATOR_SQL: Partial<Record<FilterOperator, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  // PostgREST: nxl "does not extend to the left of" (&>), nxr "does not extend to the right of" (&<).
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};

const TEXT_SEARCH_FUNCTION: Partial<Record<FilterOperator, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** `is` values are keywords, not data; the parser admits only these. */
const IS_SQL: Record<string, string> = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' };

/**
 * `"alias"."column"` (or a computed field's call on the row) followed by its JSON path, each key a
 * parameter.
 */
export function columnExpr(relation: Relation, alias: string, ref: ColumnRef, params: SqlParams): string {
  let sql: string;
  const computed = relation.computed.get(ref.name);
  if (relation.columns.has(ref.name)) sql = `${alias}.${quoteIdent(ref.name)}`;
  else if (computed !== undefined) sql = `${qualified(computed.schema, computed.name)}(${alias}::${qualified(relation.schema, relation.name)})`;
  else throw unknownColumn(relation.name, ref.name);
  for (const step of ref.path) {
    const arrow = step.asText ? '->>' : '->';
    sql += 'key' in step ? `${arrow}${params.add(step.key)}::text` : `${arrow}${params.add(step.index)}::int`;
  }
  return sql;
}

/** The key a selected column gets in the JSON row: the last JSON key, else the column name. */
export function defaultKey(ref: ColumnRef): string {
  const last = ref.path.at(-1);
  if (last === undefined) return ref.name;
  return 'key' in last ? last.key : ref.name;
}

function likePattern(operator: FilterOperator, value: string): string {
  return operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value;
}

/** The `exists (...)` of each embed of a select list, by its alias and by its name. */
export type EmbedRows = ReadonlyMap<string, string>;

function conditionSql(relation: Relation, alias: string, condition: Condition, params: SqlParams, embeds: EmbedRows | undefined): string {
  const { operator, value } = condition;
  // `embed=is.null` / `embed=not.is.null` on an embed of the select list, not a column: the row has
  // no embedded row, or has one (PostgREST's anti-join and its flexible `!inner`), counting only the
  // embedded rows its own filters keep.
  const rows = embeds?.get(condition.column.name);
  if (rows !== undefined && !relation.columns.has(condition.column.name) && condition.column.path.length === 0 && operator === 'is' && value === 'null') {
    return condition.negated ? rows : `not ${rows}`;
  }
  const expr = columnExpr(relation, alias, condition.column, params);
  let sql: string;
  if (operator === 'is') {
    sql = `${expr} is ${IS_SQL[typeof value === 'string' ? value : ''] ?? 'null'}`;
  } else if (operator === 'in') {
    sql = `${expr} = any(${params.add(typeof value === 'string' ? [value] : value)})`;
  } else if (TEXT_SEARCH_FUNCTION[operator] !== undefined) {
    const fn = TEXT_SEARCH_FUNCTION[operator];
    const text = params.add(typeof value === 'string' ? value : value.join(' '));
    sql = condition.config === undefined ? `${expr} @@ ${fn}(${text})` : `${expr} @@ ${fn}(${params.add(condition.config)}::regconfig, ${text})`;
  } else {
    const op = OPERATOR_SQL[operator] ?? '=';
    if (condition.quantifier !== undefined) {
      const list = (typeof value === 'string' ? [value] : value).map((v) => likePattern(operator, v));
      sql = `${expr} ${op} ${condition.quantifier}(${params.add(list)})`;
    } else {
      sql = `${expr} ${op} ${params.add(likePattern(operator, typeof value === 'string' ? value : value.join(',')))}`;
    }
  }
  return condition.negated ? `not (${sql})` : sql;
}

export function filterSql(relation: Relation, alias: string, node: FilterNode, params: SqlParams, embeds?: EmbedRows): string {
  if (node.type === 'condition') return conditionSql(relation, alias, node, params, embeds);
  const parts = node.children.map((child) => filterSql(relation, alias, child, params, embeds));
  const joined = `(${parts.join(node.operator === 'or' ? ' or ' : ' and ')})`;
  return node.negated ? `not ${joined}` : joined;
}

/**
 * ` order by ...` of `terms`; a related order's term (`authors(name)`) is the expression
 * `related` gives for it (the caller knows the embeds of the select list).
 */
export function orderSql(relation: Relation, alias: string, terms: OrderTerm[], params: SqlParams, related?: (term: OrderTerm) => string): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    const nulls = term.nulls === undefined ? '' : term.nulls === 'first' ? ' nulls first' : ' nulls last';
    const expr = term.embed === undefined ? columnExpr(relation, alias, term.column, params) : relatedOrder(term, related);
    return `${expr} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${parts.join(', ')}`;
}

function relatedOrder(term: OrderTerm, related: ((term: OrderTerm) => string) | undefined): string {
  if (related === undefined) throw notEmbedded(term.embed ?? '');
  return related(term);
}

export function limitSql(limit: number | undefined, offset: number | undefined, params: SqlParams): string {
  let sql = '';
  if (limit !== undefined) sql += ` limit ${params.add(limit)}`;
  if (offset !== undefined && offset > 0) sql += ` offset ${params.add(offset)}`;
  return sql;
}
