// Builds the SELECT that answers a read (and the representation of a write or an RPC): the select
// list with embedded resources as correlated subqueries (spreads as lateral joins), so RLS applies
// to embedded rows as well, and one JSON array for the whole response, built by Postgres.
import { notEmbedded, RestError } from './errors.ts';
import { columnExpr, defaultKey, filterSql, limitSql, orderSql } from './build-filters.ts';
import type { EmbedRows } from './build-filters.ts';
import { resolveEmbed } from './relationships.ts';
import type { Join } from './relationships.ts';
import { qualified, quoteIdent } from '../db/sql-identifiers.ts';
import type { SqlParams } from './sql-text.ts';
import type { Relation, SchemaCatalog } from './catalog.ts';
import type { NodeParams } from './parse-query.ts';
import type { OrderTerm, SelectColumn, SelectEmbed, SelectItem } from './query-ast.ts';
import type { ResponseFormat } from './request-headers.ts';

export interface BuildEnv {
  catalog: SchemaCatalog;
  params: SqlParams;
  /** Filters, order and limits of embedded resources, by path of alias-or-name. */
  embedded: Map<string, NodeParams>;
  /** Source of unique table aliases (`pgrst_1`, `pgrst_2` ...). */
  aliases: { next: number };
  /** PostgREST's db-aggregates-enabled: whether `count()`, `col.sum()` ... may be selected. */
  aggregates: boolean;
}

function nextAlias(env: BuildEnv): string {
  env.aliases.next += 1;
  return `"pgrst_${env.aliases.next}"`;
}

export interface SelectParts {
  list: string;
  /** `exists (...)` conditions for `!inner` embeds, to be ANDed into the parent's WHERE. */
  innerConditions: string[];
  /** `left join lateral (...)` items the list reads spread embeds from, to follow the FROM item. */
  joins: string;
  /** The keys of each output row, in order (what a spread of this list adds to its parent). */
  keys: string[];
  /** ` group by ...` when the list aggregates: every selected column and each embed's key columns. */
  groupBy: string;
  /** Each embed's `exists (...)`, by alias and by name, for `embed=is.null` filters on this level. */
  embedRows: EmbedRows;
  /**
   * In the list of a to-one spread: the aggregates it selects, left for the parent to apply to the
   * raw values this list selects (as `inner`), so they aggregate the parent's group (PostgREST
   * hoists them up to the first level that is not a to-one spread).
   */
  hoisted: HoistedAggregate[];
}

export interface HoistedAggregate {
  /** The column of the spread's row holding the value to aggregate. */
  inner: string;
  /** The output key: the alias, else the function's name. */
  key: string;
  fn: string;
  cast: string | undefined;
}

/** A select list item that aggregates (`count()`, `col.sum()`, or `count` where no such column exists). */
function aggregates(env: BuildEnv, relation: Relation, item: SelectItem): boolean {
  return item.type === 'count' || (item.type === 'column' && (item.aggregate !== undefined || isBareCount(env, relation, item)));
}

function aggregatesAllowed(env: BuildEnv): void {
  if (!env.aggregates) throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

/** `select=count` on a table without such a column: PostgREST's older spelling of `count()`. */
function isBareCount(env: BuildEnv, relation: Relation, item: SelectColumn): boolean {
  const { column } = item;
  return env.aggregates && item.aggregate === undefined && column.name === 'count' && column.path.length === 0 && !relation.columns.has('count') && !relation.computed.has('count');
}

/** The columns an embed's rows are found by, which a grouped parent must group by as well. */
function keyColumnsOf(join: Join, alias: string): string[] {
  if (join.junction !== undefined) return join.junction.toSource.refColumns.map((column) => `${alias}.${quoteIdent(column)}`);
  return join.pairs.map(([sourceColumn]) => `${alias}.${quoteIdent(sourceColumn)}`);
}

/**
 * How the embedded rows are tied to their parent: the foreign key's column pairs, or a junction
 * row. A function's rows need no condition, except that a function returning one row answers an
 * all-null row when it finds none, which PostgREST shows as no row.
 */
function joinConditions(env: BuildEnv, join: Join, parentAlias: string, childAlias: string): string[] {
  if (join.computed !== undefined) return join.computed.fn.returnsSet ? [] : [`not (${childAlias} is null)`];
  if (join.junction === undefined) {
    return join.pairs.map(([sourceColumn, targetColumn]) => `${childAlias}.${quoteIdent(targetColumn)} = ${parentAlias}.${quoteIdent(sourceColumn)}`);
  }
  const { relation, toSource, toTarget } = join.junction;
  const row = nextAlias(env);
  const through = [
    ...toSource.columns.map((column, i) => `${row}.${quoteIdent(column)} = ${parentAlias}.${quoteIdent(toSource.refColumns[i] ?? column)}`),
    ...toTarget.columns.map((column, i) => `${row}.${quoteIdent(column)} = ${childAlias}.${quoteIdent(toTarget.refColumns[i] ?? column)}`),
  ];
  return [`exists (select 1 from ${qualified(relation.schema, relation.name)} as ${row} where ${through.join(' and ')})`];
}

/**
 * The select list of `items` over rows of `relation` aliased `alias`. `hoist`: the list is a to-one
 * spread's, whose aggregates its parent applies (see `SelectParts.hoisted`).
 */
export function buildSelectList(env: BuildEnv, relation: Relation, alias: string, items: SelectItem[], path: string[], hoist = false): SelectParts {
  const columns: string[] = [];
  const innerConditions: string[] = [];
  const joins: string[] = [];
  const keys: string[] = [];
  const groupBy: string[] = [];
  const embedRows = new Map<string, string>();
  const hoisted: HoistedAggregate[] = [];
  let aggregated = false;
  /** An aggregate of `expr`: applied here, or selected raw for the parent to apply. */
  const aggregate = (fn: string, expr: string, resultCast: string | undefined, key: string): void => {
    if (!hoist) {
      aggregated = true;
      output(cast(`${fn}(${expr})`, resultCast), key);
      return;
    }
    env.aliases.next += 1;
    const inner = `pgrst_agg_${env.aliases.next}`;
    columns.push(`${expr} as ${quoteIdent(inner)}`);
    hoisted.push({ inner, key, fn, cast: resultCast });
  };
  const output = (expr: string, key: string): void => {
    columns.push(`${expr} as ${quoteIdent(key)}`);
    keys.push(key);
  };
  const cast = (expr: string, type: string | undefined): string => (type === undefined ? expr : `(${expr})::${type}`);
  for (const item of items) {
    if (item.type === 'star') {
      columns.push(`${alias}.*`);
      keys.push(...relation.columns.keys());
      groupBy.push(...[...relation.columns.keys()].map((column) => `${alias}.${quoteIdent(column)}`));
    } else if (item.type === 'count' || (item.type === 'column' && isBareCount(env, relation, item))) {
      aggregatesAllowed(env);
      // Hoisted, count() counts the parent rows that have a spread row.
      if (hoist) aggregate('count', 'true', item.cast, item.alias ?? 'count');
      else aggregate('count', '*', item.cast, item.alias ?? 'count');
    } else if (item.type === 'column') {
      const expr = cast(columnExpr(relation, alias, item.column, env.params), item.cast);
      if (item.aggregate === undefined) {
        output(expr, item.alias ?? defaultKey(item.column));
        groupBy.push(expr);
      } else {
        aggregatesAllowed(env);
        aggregate(item.aggregate.fn, expr, item.aggregate.cast, item.alias ?? item.aggregate.fn);
      }
    } else {
      const join = resolveEmbed(env.catalog, relation, item);
      const toOneSpread = item.spread && join.cardinality === 'one';
      // A to-one spread's columns are the parent's own: the parent groups by them, not by the key.
      if (!toOneSpread) groupBy.push(...keyColumnsOf(join, alias));
      const key = item.alias ?? item.target;
      const childPath = [...path, key];
      // Parameters may address the embed by its alias or, as many callers do, by its table name.
      const childParams = env.embedded.get(childPath.join('.')) ?? env.embedded.get([...path, item.target].join('.'));
      const childAlias = nextAlias(env);
      const countKey = embeddedCountKey(item.items, join.target);
      // With aggregates disabled the child's own PGRST123 comes first, as in PostgREST.
      if (env.aggregates && item.spread && join.cardinality === 'many' && countKey === undefined && item.items.some((child) => aggregates(env, join.target, child))) {
        throw new RestError(400, 'PGRST127', 'Feature not implemented', 'Aggregates are not implemented for one-to-many or many-to-many spreads.');
      }
      const child = countKey === undefined ? buildSelectList(env, join.target, childAlias, item.items, childPath, toOneSpread) : undefined;
      const conditions = [
        ...joinConditions(env, join, alias, childAlias),
        ...(childParams?.filters ?? []).map((filter) => filterSql(join.target, childAlias, filter, env.params, child?.embedRows)),
        ...(child?.innerConditions ?? []),
      ];
      const where = conditions.length === 0 ? 'true' : conditions.join(' and ');
      const from = `${embeddedSource(join, relation, alias)} as ${childAlias}`;
      const exists = `exists (select 1 from ${from} where ${where})`;
      if (!embedRows.has(item.target)) embedRows.set(item.target, exists);
      embedRows.set(key, exists);
      if (item.inner) innerConditions.push(exists);
      // An empty embed (`rel()`) only filters (with !inner); PostgREST leaves it out of the output.
      if (item.items.length === 0) continue;
      if (child === undefined) {
        // `rel(count)`: the number of embedded rows the caller may see, as `[{ "count": n }]`
        // (a spread `...rel(count)` gives the parent a `count` key).
        const counted = `(select count(*) from ${from} where ${where})`;
        const name = countKey ?? 'count';
        if (item.spread) output(counted, name);
        else {
          const object = `json_build_object(${env.params.add(name)}::text, ${counted})`;
          output(join.cardinality === 'one' ? object : `json_build_array(${object})`, key);
        }
        continue;
      }
      const rows = `(select ${child.list} from ${from}${child.joins} where ${where}${child.groupBy}`;
      // A to-one spread is a join of the related row, never a pick of the first one.
      const order = toOneSpread
        ? ''
        : join.cardinality === 'one'
          ? ' limit 1'
          : `${orderSql(join.target, childAlias, childParams?.order ?? [], env.params, relatedOrder(env, join.target, childAlias, item.items))}${limitSql(childParams?.limit, childParams?.offset, env.params)}`;
      const row = nextAlias(env);
      if (item.spread) {
        // The embedded keys join the parent row: one value each (to-one), or one array each (to-many).
        const spread = nextAlias(env);
        const values =
          join.cardinality === 'one'
            ? `${rows}${order})`
            : `(select ${child.keys.map((k) => `coalesce(json_agg(${row}.${quoteIdent(k)}), '[]') as ${quoteIdent(k)}`).join(', ')} from ${rows}${order}) as ${row})`;
        joins.push(` left join lateral ${values} as ${spread} on true`);
        for (const k of child.keys) {
          output(`${spread}.${quoteIdent(k)}`, k);
          if (toOneSpread) groupBy.push(`${spread}.${quoteIdent(k)}`);
        }
        for (const h of child.hoisted) aggregate(h.fn, `${spread}.${quoteIdent(h.inner)}`, h.cast, h.key);
        continue;
      }
      if (join.cardinality === 'one') {
        output(`(select to_json(${row}) from ${rows}${order}) as ${row})`, key);
      } else {
        output(`(select coalesce(json_agg(${row}), '[]') from ${rows}${order}) as ${row})`, key);
      }
    }
  }
  const grouping = aggregated && groupBy.length > 0 ? ` group by ${[...new Set(groupBy)].join(', ')}` : '';
  return { list: columns.join(', '), innerConditions, joins: joins.join(''), keys, groupBy: grouping, embedRows, hoisted };
}

/** Where an embed's rows come from: the target table or view, or the computed relationship's call on the parent row. */
function embeddedSource(join: Join, relation: Relation, alias: string): string {
  if (join.computed === undefined) return qualified(join.target.schema, join.target.name);
  return `${qualified(join.computed.fn.schema, join.computed.fn.name)}(${alias}::${qualified(relation.schema, relation.name)})`;
}

/**
 * What a related order (`order=authors(name)`) sorts rows of `relation` by: the column of the
 * to-one embed the select list names (by alias or name), as a correlated subquery.
 */
function relatedOrder(env: BuildEnv, relation: Relation, alias: string, items: SelectItem[]): (term: OrderTerm) => string {
  return (term) => {
    const name = term.embed ?? '';
    const embeds = items.filter((item): item is SelectEmbed => item.type === 'embed');
    const embed = embeds.find((item) => (item.alias ?? item.target) === name) ?? embeds.find((item) => item.target === name);
    if (embed === undefined) throw notEmbedded(name);
    const join = resolveEmbed(env.catalog, relation, embed);
    if (join.cardinality !== 'one') {
      throw new RestError(400, 'PGRST118', `A related order on '${name}' is not possible`, `'${relation.name}' and '${name}' do not form a many-to-one or one-to-one relationship`);
    }
    const row = nextAlias(env);
    const conditions = joinConditions(env, join, alias, row);
    const where = conditions.length === 0 ? 'true' : conditions.join(' and ');
    return `(select ${columnExpr(join.target, row, term.column, env.params)} from ${embeddedSource(join, relation, alias)} as ${row} where ${where} limit 1)`;
  };
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
      throw notEmbedded(key);
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
  /** JSON (nulls stripped or not), or CSV built by Postgres as PostgREST builds it. */
  format: ResponseFormat;
  /** A `with ...` prefix (writes and RPC results). */
  cte?: string;
  /** More output columns of the one answer row, e.g. `, ... as inserted`. */
  extraColumns?: string;
}

/**
 * `Accept: text/csv`, as PostgREST answers it: a header line of the first row's keys, then each row
 * in Postgres' record text form without its parentheses (quoting, `t`/`f`, arrays as `{a,b}`,
 * nested values as JSON text); an empty result is one empty line.
 */
const CSV_BODY =
  `concat(array_to_string(array(select json_object_keys(json_agg(pgrst_row) -> 0)), chr(44)), chr(10), ` +
  `string_agg(substring(pgrst_row::text, 2, length(pgrst_row::text) - 2), chr(10)))`;

/**
 * `Accept: application/geo+json`: a FeatureCollection of each row as PostGIS' ST_AsGeoJSON(record)
 * makes it, PostgREST's expression (its keys bound as parameters). Without PostGIS the function does not exist and the
 * request gets Postgres' 42883 (404), as on PostgREST.
 */
function geoJsonBody(params: SqlParams): string {
  const [type, collection, features] = ['type', 'FeatureCollection', 'features'].map((text) => `${params.add(text)}::text`);
  return `json_build_object(${type}, ${collection}, ${features}, coalesce(json_agg(ST_AsGeoJSON(pgrst_row)::json), '[]'))::text`;
}

function bodyOf(format: ResponseFormat, params: SqlParams): string {
  if (format.kind === 'csv') return CSV_BODY;
  if (format.kind === 'geojson') return geoJsonBody(params);
  return `coalesce(${format.stripNulls ? 'json_strip_nulls(json_agg(pgrst_row))' : 'json_agg(pgrst_row)'}, '[]')::text`;
}

/**
 * One statement answering the request: `page_count` (rows in the body), `body` (the JSON array as
 * text, never parsed by Node) and `total` (the unpaged count, when asked for).
 */
export function buildReadQuery(env: BuildEnv, spec: ReadSpec): string {
  const select = buildSelectList(env, spec.relation, spec.alias, spec.items, []);
  const conditions = [...spec.root.filters.map((filter) => filterSql(spec.relation, spec.alias, filter, env.params, select.embedRows)), ...select.innerConditions];
  const where = conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
  const order = orderSql(spec.relation, spec.alias, spec.root.order, env.params, relatedOrder(env, spec.relation, spec.alias, spec.items));
  const window = limitSql(spec.root.limit, spec.root.offset, env.params);
  if (spec.count === 'plan') return `explain (format json) ${spec.cte ?? ''}select 1 from ${spec.from}${where}`;
  const body = bodyOf(spec.format, env.params);
  const total = spec.count === 'exact' ? `(select count(*) from ${spec.from}${where})::float8` : 'null::float8';
  return (
    `${spec.cte ?? ''}select count(*)::float8 as page_count, ${body} as body, ${total} as total${spec.extraColumns ?? ''} ` +
    `from (select ${select.list} from ${spec.from}${select.joins}${where}${select.groupBy}${order}${window}) as pgrst_row`
  );
}
