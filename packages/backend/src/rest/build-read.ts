// Builds the SELECT that answers a read (and the representation of a write or an RPC): the select
// list with embedded resources as correlated subqueries, so RLS applies to embedded rows as well,
// and one JSON array for the whole response, built by Postgres.
import { RestError } from './errors.ts';
import { columnExpr, defaultKey, filterSql, limitSql, orderSql } from './build-filters.ts';
import { resolveEmbed } from './relationships.ts';
import { qualified, quoteIdent } from '../db/sql-identifiers.ts';
import type { SqlParams } from './sql-text.ts';
import type { Relation, SchemaCatalog } from './catalog.ts';
import type { NodeParams } from './parse-query.ts';
import type { SelectItem } from './query-ast.ts';

export interface BuildEnv {
  catalog: SchemaCatalog;
  params: SqlParams;
  /** Filters, order and limits of embedded resources, by path of alias-or-name. */
  embedded: Map<string, NodeParams>;
  /** Source of unique table aliases (`pgrst_1`, `pgrst_2` ...). */
  aliases: { next: number };
}

function nextAlias(env: BuildEnv): string {
  env.aliases.next += 1;
  return `"pgrst_${env.aliases.next}"`;
}

export interface SelectParts {
  list: string;
  /** `exists (...)` conditions for `!inner` embeds, to be ANDed into the parent's WHERE. */
  innerConditions: string[];
}

/** The select list of `items` over rows of `relation` aliased `alias`. */
export function buildSelectList(env: BuildEnv, relation: Relation, alias: string, items: SelectItem[], path: string[]): SelectParts {
  const columns: string[] = [];
  const innerConditions: string[] = [];
  for (const item of items) {
    if (item.type === 'star') {
      columns.push(`${alias}.*`);
    } else if (item.type === 'column') {
      const expr = columnExpr(relation, alias, item.column, env.params);
      const cast = item.cast === undefined ? expr : `(${expr})::${item.cast}`;
      columns.push(`${cast} as ${quoteIdent(item.alias ?? defaultKey(item.column))}`);
    } else {
      const join = resolveEmbed(env.catalog, relation, item);
      const key = item.alias ?? item.target;
      const childPath = [...path, key];
      // Parameters may address the embed by its alias or, as many callers do, by its table name.
      const childParams = env.embedded.get(childPath.join('.')) ?? env.embedded.get([...path, item.target].join('.'));
      const childAlias = nextAlias(env);
      const countKey = embeddedCountKey(item.items, join.target);
      const child = countKey === undefined ? buildSelectList(env, join.target, childAlias, item.items, childPath) : { list: '', innerConditions: [] };
      const where = [
        ...join.pairs.map(([sourceColumn, targetColumn]) => `${childAlias}.${quoteIdent(targetColumn)} = ${alias}.${quoteIdent(sourceColumn)}`),
        ...(childParams?.filters ?? []).map((filter) => filterSql(join.target, childAlias, filter, env.params)),
        ...child.innerConditions,
      ].join(' and ');
      const from = `${qualified(join.target.schema, join.target.name)} as ${childAlias}`;
      if (item.inner) innerConditions.push(`exists (select 1 from ${from} where ${where})`);
      // An empty embed (`rel()`) only filters (with !inner); PostgREST leaves it out of the output.
      if (item.items.length === 0) continue;
      const row = nextAlias(env);
      if (countKey !== undefined) {
        // `rel(count)`: the number of embedded rows the caller may see, as `[{ "count": n }]`.
        const counted = `(select json_build_object(${env.params.add(countKey)}::text, count(*)) from ${from} where ${where})`;
        columns.push(`${join.cardinality === 'one' ? counted : `json_build_array(${counted})`} as ${quoteIdent(key)}`);
        continue;
      }
      if (join.cardinality === 'one') {
        columns.push(`(select to_json(${row}) from (select ${child.list} from ${from} where ${where} limit 1) as ${row}) as ${quoteIdent(key)}`);
      } else {
        const order = orderSql(join.target, childAlias, childParams?.order ?? [], env.params);
        const window = limitSql(childParams?.limit, childParams?.offset, env.params);
        columns.push(
          `(select coalesce(json_agg(${row}), '[]') from (select ${child.list} from ${from} where ${where}${order}${window}) as ${row}) as ${quoteIdent(key)}`,
        );
      }
    }
  }
  return { list: columns.join(', '), innerConditions };
}

/** The output key when an embed selects only `count` (and the table has no such column), else undefined. */
function embeddedCountKey(items: SelectItem[], target: Relation): string | undefined {
  const [only] = items;
  if (items.length !== 1 || only === undefined || only.type !== 'column') return undefined;
  if (only.column.name !== 'count' || only.column.path.length > 0 || only.cast !== undefined || target.columns.has('count')) return undefined;
  return only.alias ?? 'count';
}

/** Refuses parameters for embedded resources that the select list does not embed. */
export function checkEmbeddedParams(items: SelectItem[], embedded: Map<string, NodeParams>): void {
  const known = new Set<string>();
  const walk = (list: SelectItem[], path: string[]): void => {
    for (const item of list) {
      if (item.type !== 'embed') continue;
      const childPath = [...path, item.alias ?? item.target];
      known.add(childPath.join('.'));
      known.add([...path, item.target].join('.'));
      walk(item.items, childPath);
    }
  };
  walk(items, []);
  for (const key of embedded.keys()) {
    if (!known.has(key)) {
      throw new RestError(400, 'PGRST108', `'${key}' is not an embedded resource in this request`, null, `Verify that '${key}' is included in the 'select' query parameter.`);
    }
  }
}

export interface ReadSpec {
  relation: Relation;
  /** The FROM item, e.g. `"public"."invoices" as "pgrst_t"`, or a CTE name. */
  from: string;
  alias: string;
  items: SelectItem[];
  root: NodeParams;
  /**
   * `exact`: the statement counts the unpaged rows itself (`total`). `plan`: the statement is
   * instead the planner's estimate of that count (`explain (format json)` of the counted rows).
   */
  count: 'exact' | 'plan' | undefined;
  stripNulls: boolean;
  /** A `with ...` prefix (writes and RPC results). */
  cte?: string;
  /** More output columns of the one answer row, e.g. `, ... as inserted`. */
  extraColumns?: string;
}

/**
 * One statement answering the request: `page_count` (rows in the body), `body` (the JSON array as
 * text, never parsed by Node) and `total` (the unpaged count, when asked for).
 */
export function buildReadQuery(env: BuildEnv, spec: ReadSpec): string {
  const select = buildSelectList(env, spec.relation, spec.alias, spec.items, []);
  const conditions = [...spec.root.filters.map((filter) => filterSql(spec.relation, spec.alias, filter, env.params)), ...select.innerConditions];
  const where = conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
  const order = orderSql(spec.relation, spec.alias, spec.root.order, env.params);
  const window = limitSql(spec.root.limit, spec.root.offset, env.params);
  if (spec.count === 'plan') return `explain (format json) ${spec.cte ?? ''}select 1 from ${spec.from}${where}`;
  const aggregate = spec.stripNulls ? 'json_strip_nulls(json_agg(pgrst_row))' : 'json_agg(pgrst_row)';
  const total = spec.count === 'exact' ? `(select count(*) from ${spec.from}${where})::float8` : 'null::float8';
  return (
    `${spec.cte ?? ''}select count(*)::float8 as page_count, coalesce(${aggregate}, '[]')::text as body, ${total} as total${spec.extraColumns ?? ''} ` +
    `from (select ${select.list} from ${spec.from}${where}${order}${window}) as pgrst_row`
  );
}
