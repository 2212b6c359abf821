// Builds INSERT (with upsert), UPDATE and DELETE statements: payloads travel as one JSON parameter
// and are typed by Postgres through json_populate_record(set), columns are checked in the catalog.
import { RestError, invalidBody, unknownPayloadColumn } from './errors.ts';
import { filterSql } from './build-filters.ts';
import { qualified, quoteIdent } from '../db/sql-identifiers.ts';
import type { BuildEnv } from './build-read.ts';
import type { Relation } from './catalog.ts';
import type { FilterNode } from './query-ast.ts';

export const WRITE_ALIAS = '"pgrst_t"';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The rows of an insert body: one object or an array of objects. */
export function payloadRows(body: unknown): JsonObject[] {
  if (isObject(body)) return [body];
  if (Array.isArray(body) && body.every(isObject)) return body;
  throw invalidBody('Empty or invalid json', 'The payload must be a JSON object or an array of JSON objects');
}

/** The columns written: `columns=` when given, else every key of the payload; each must exist. */
export function payloadColumns(relation: Relation, rows: JsonObject[], columnsParam: string[] | undefined): string[] {
  const names = columnsParam ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const name of names) {
    if (!relation.columns.has(name)) throw unknownPayloadColumn(relation.name, name);
  }
  return [...new Set(names)];
}

export interface InsertSpec {
  relation: Relation;
  rows: JsonObject[];
  columns: string[];
  upsert: { resolution: 'merge-duplicates' | 'ignore-duplicates'; onConflict: string[] | undefined } | undefined;
  /** `missing=default`: a column a row leaves out takes its default instead of NULL. */
  missingDefault: boolean;
  /** `returning pgrst_t.*` (the representation) or `returning (pgrst_t.xmax = 0) as "pgrst_inserted"` (inserted, not updated). */
  returning: 'rows' | 'rows-and-inserted' | 'inserted' | undefined;
}

/** Most rows of one `missing=default` insert: each row is one bound parameter, and Postgres takes at most 65,535. */
export const MISSING_DEFAULT_MAX_ROWS = 10_000;

/**
 * `values (...), (...)` with DEFAULT where a row leaves a column out: each row is one JSON
 * parameter typed by json_populate_record, exactly as json_populate_recordset types the others.
 */
function valuesWithDefaults(env: BuildEnv, target: string, rows: JsonObject[], columns: string[]): string {
  if (rows.length > MISSING_DEFAULT_MAX_ROWS) {
    throw invalidBody('Too many rows for missing=default', `A bulk insert with missing=default takes at most ${MISSING_DEFAULT_MAX_ROWS} rows`);
  }
  const tuples = rows.map((row) => {
    const param = env.params.add(JSON.stringify(row));
    const cells = columns.map((column) => (Object.hasOwn(row, column) ? `(json_populate_record(null::${target}, ${param}::json)).${quoteIdent(column)}` : 'default'));
    return `(${cells.join(', ')})`;
  });
  return `values ${tuples.join(', ')}`;
}

export function buildInsert(env: BuildEnv, spec: InsertSpec): string {
  const target = qualified(spec.relation.schema, spec.relation.name);
  const columnList = spec.columns.map(quoteIdent).join(', ');
  let sql: string;
  if (spec.rows.length === 0) {
    // `[]` inserts nothing (PostgREST answers 201 with `[]`), not one row of defaults.
    return spec.returning === 'inserted'
      ? `select true as "pgrst_inserted" where false`
      : `select ${WRITE_ALIAS}.*${spec.returning === 'rows-and-inserted' ? ', true as "pgrst_inserted"' : ''} from ${target} as ${WRITE_ALIAS} where false`;
  }
  if (spec.columns.length === 0) {
    if (spec.rows.length > 1) throw invalidBody('Empty or invalid json', 'Objects without any column can only be inserted one at a time');
    sql = `insert into ${target} as ${WRITE_ALIAS} default values`;
  } else if (spec.missingDefault && spec.rows.some((row) => spec.columns.some((column) => !Object.hasOwn(row, column)))) {
    sql = `insert into ${target} as ${WRITE_ALIAS} (${columnList}) ${valuesWithDefaults(env, target, spec.rows, spec.columns)}`;
  } else {
    const payload = env.params.add(JSON.stringify(spec.rows));
    sql = `insert into ${target} as ${WRITE_ALIAS} (${columnList}) select ${columnList} from json_populate_recordset(null::${target}, ${payload}::json)`;
  }
  if (spec.upsert !== undefined) {
    const conflict = spec.upsert.onConflict ?? spec.relation.primaryKey;
    for (const name of conflict) {
      if (!spec.relation.columns.has(name)) throw unknownPayloadColumn(spec.relation.name, name);
    }
    if (conflict.length === 0 && spec.upsert.resolution === 'merge-duplicates') {
      throw new RestError(400, 'PGRST100', `Cannot upsert into '${spec.relation.name}': it has no primary key`, null, 'Name the conflict columns with on_conflict.');
    }
    const targetColumns = conflict.length === 0 ? '' : ` (${conflict.map(quoteIdent).join(', ')})`;
    if (spec.upsert.resolution === 'ignore-duplicates' || spec.columns.length === 0) sql += ` on conflict${targetColumns} do nothing`;
    else sql += ` on conflict${targetColumns} do update set ${spec.columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
  }
  if (spec.returning === 'rows') sql += ` returning ${WRITE_ALIAS}.*`;
  else if (spec.returning === 'rows-and-inserted') sql += ` returning ${WRITE_ALIAS}.*, ${insertedFlag(spec)} as "pgrst_inserted"`;
  else if (spec.returning === 'inserted') sql += ` returning ${insertedFlag(spec)} as "pgrst_inserted"`;
  return sql;
}

/**
 * Whether a returned row was inserted rather than updated by ON CONFLICT: xmax is 0 on a row the
 * statement inserted. A view has no xmax; there the row is new when the statement's snapshot (taken
 * before the insert, which a subquery in RETURNING still sees) has no row with its conflict key.
 */
function insertedFlag(spec: InsertSpec): string {
  const conflict = spec.upsert?.onConflict ?? spec.relation.primaryKey;
  if (spec.relation.kind !== 'view' || conflict.length === 0) return `(${WRITE_ALIAS}.xmax = 0)`;
  const matches = conflict.map((column) => `"pgrst_before".${quoteIdent(column)} = ${WRITE_ALIAS}.${quoteIdent(column)}`).join(' and ');
  return `(not exists (select 1 from ${qualified(spec.relation.schema, spec.relation.name)} as "pgrst_before" where ${matches}))`;
}

export interface UpdateSpec {
  relation: Relation;
  values: JsonObject;
  filters: FilterNode[];
  returning: boolean;
}

/** UPDATE ... SET from the typed payload row; undefined when the payload names no column. */
export function buildUpdate(env: BuildEnv, spec: UpdateSpec): string | undefined {
  const columns = payloadColumns(spec.relation, [spec.values], undefined);
  if (columns.length === 0) return undefined;
  const target = qualified(spec.relation.schema, spec.relation.name);
  const payload = env.params.add(JSON.stringify(spec.values));
  const set = columns.map((c) => `${quoteIdent(c)} = "pgrst_body".${quoteIdent(c)}`).join(', ');
  const where = spec.filters.map((filter) => filterSql(spec.relation, WRITE_ALIAS, filter, env.params));
  let sql = `update ${target} as ${WRITE_ALIAS} set ${set} from json_populate_record(null::${target}, ${payload}::json) as "pgrst_body"`;
  if (where.length > 0) sql += ` where ${where.join(' and ')}`;
  if (spec.returning) sql += ` returning ${WRITE_ALIAS}.*`;
  return sql;
}

export interface DeleteSpec {
  relation: Relation;
  filters: FilterNode[];
  returning: boolean;
}

export function buildDelete(env: BuildEnv, spec: DeleteSpec): string {
  const target = qualified(spec.relation.schema, spec.relation.name);
  const where = spec.filters.map((filter) => filterSql(spec.relation, WRITE_ALIAS, filter, env.params));
  let sql = `delete from ${target} as ${WRITE_ALIAS}`;
  if (where.length > 0) sql += ` where ${where.join(' and ')}`;
  if (spec.returning) sql += ` returning ${WRITE_ALIAS}.*`;
  return sql;
}
