// GET/HEAD (read), POST (insert, upsert), PATCH (update) and DELETE on `/rest/v1/<table>`.
import { readJson } from '../http/respond.ts';
import { RestError, invalidBody, maxAffectedError, singleObjectError, unknownTable } from './errors.ts';
import { buildReadQuery, checkEmbeddedParams } from './build-read.ts';
import { WRITE_ALIAS, buildDelete, buildInsert, buildUpdate, payloadColumns, payloadRows } from './build-write.ts';
import { parseQuery } from './parse-query.ts';
import { tableHint } from './schema-hints.ts';
import { qualified, quoteIdent } from '../db/sql-identifiers.ts';
import { contentRange, formatBody, preferenceHeaders, readStatus, send } from './rest-response.ts';
import { sendPlan, wantsPlan } from './explain-plan.ts';
import { buildWithCatalog, countPlan, countedRow, inTransaction, queryRows, rootWindow, statementRow } from './rest-request.ts';
import { runRequestStatement } from '../db/request-transaction.ts';
import type { PoolClient } from 'pg';
import type { BuildEnv } from './build-read.ts';
import type { Relation, SchemaCatalog } from './catalog.ts';
import type { ParsedQuery } from './parse-query.ts';
import type { SelectItem } from './query-ast.ts';
import type { BuiltStatement, RestRequest, StatementRow } from './rest-request.ts';
import type { ResponseFormat } from './request-headers.ts';

function relationOf(catalog: SchemaCatalog, table: string): Relation {
  const relation = catalog.relations.get(table);
  if (relation === undefined) throw unknownTable(catalog.schema, table, tableHint(catalog, table));
  return relation;
}

export async function handleRead(request: RestRequest, table: string): Promise<void> {
  const query = parseQuery(request.url.searchParams);
  const items: SelectItem[] = query.select ?? [{ type: 'star' }];
  checkEmbeddedParams(items, query.embedded);
  const root = rootWindow(request, query.root);
  const counting = countPlan(request.prefs.count, request.ctx.config.dataApi.maxRows);
  const build = (count: 'exact' | 'plan' | undefined): Promise<BuiltStatement<null>> =>
    buildWithCatalog(request, (catalog, env) => {
      env.embedded = query.embedded;
      const relation = relationOf(catalog, table);
      const sql = buildReadQuery(env, {
        relation,
        from: `${qualified(relation.schema, relation.name)} as ${WRITE_ALIAS}`,
        alias: WRITE_ALIAS,
        items,
        root,
        count,
        format: request.format,
      });
      return { sql, extra: null };
    });
  const statement = await build(counting.statement);
  if (wantsPlan(request.format)) return sendPlan(request, request.format, statement, false);
  const plan = counting.planned ? await build('plan') : undefined;
  // A table read runs no function the client chose, so it is not made read only (GET rpc/<fn> is:
  // there the client picks what runs).
  const row = await countedRow(request, statement, plan, false);
  const offset = root.offset ?? 0;
  if (request.format.kind === 'object' && row.page_count !== 1) throw singleObjectError(row.page_count);
  const status = readStatus(offset, row.page_count, row.total);
  send(request.res, status, {
    body: formatBody(row.body ?? '[]', request.format, true),
    format: request.format,
    head: request.head,
    headers: { 'content-range': contentRange(offset, row.page_count, row.total), ...preferenceHeaders(request.prefs) },
  });
}

type WriteKind = 'insert' | 'update' | 'delete';

interface WritePlan {
  /** The mutation; with RETURNING when rows are represented or inserts counted. */
  mutation: string;
  /** Whether the statement answers rows (page_count, body, total, inserted), not just a row count. */
  answersRows: boolean;
  relation: Relation;
}

/** The representation of a mutation with RETURNING, selected from it as a CTE. */
function representationOf(env: BuildEnv, relation: Relation, mutation: string, items: SelectItem[], format: ResponseFormat, countInserted: boolean): string {
  // Counting inserted rows needs a column the representation must not show: the mutation's rows
  // are selected again without it.
  const columns = [...relation.columns.keys()].map(quoteIdent).join(', ');
  const cte = countInserted
    ? `with "pgrst_mutation" as (${mutation}), "pgrst_source" as (select ${columns} from "pgrst_mutation") `
    : `with "pgrst_source" as (${mutation}) `;
  return buildReadQuery(env, {
    relation,
    from: '"pgrst_source"',
    alias: '"pgrst_source"',
    items,
    root: { filters: [], order: [], limit: undefined, offset: undefined },
    count: undefined,
    format,
    cte,
    extraColumns: countInserted ? ', (select count(*) from "pgrst_mutation" where "pgrst_inserted")::float8 as inserted' : undefined,
  });
}

export async function handleWrite(request: RestRequest, table: string, kind: WriteKind): Promise<void> {
  const query: ParsedQuery = parseQuery(request.url.searchParams);
  const body = kind === 'delete' ? undefined : await readJson(request.req);
  const returnMode = request.prefs.return ?? 'minimal';
  const represent = returnMode === 'representation';
  const needsRows = represent || (returnMode === 'headers-only' && kind === 'insert');
  // PostgREST answers an upsert that only updated rows 200, not 201: inserted rows are counted.
  const countInserted = kind === 'insert' && request.prefs.resolution === 'merge-duplicates';
  // max-affected (with handling=strict) applies to PATCH and DELETE.
  const maxAffected = kind === 'insert' ? undefined : request.prefs.maxAffected;
  let items: SelectItem[] = query.select ?? [{ type: 'star' }];
  checkEmbeddedParams(items, query.embedded);
  const statement = await buildWithCatalog<WritePlan>(request, (catalog, env) => {
    env.embedded = query.embedded;
    const relation = relationOf(catalog, table);
    if (returnMode === 'headers-only' && kind === 'insert') {
      items = relation.primaryKey.map((name) => ({ type: 'column', column: { name, path: [] }, alias: undefined, cast: undefined }));
    }
    let mutation: string;
    if (kind === 'insert') {
      const rows = payloadRows(body);
      const columns = payloadColumns(relation, rows, query.columns);
      const upsert = request.prefs.resolution === undefined ? undefined : { resolution: request.prefs.resolution, onConflict: query.onConflict };
      const returning = needsRows ? (countInserted ? 'rows-and-inserted' : 'rows') : countInserted ? 'inserted' : undefined;
      mutation = buildInsert(env, { relation, rows, columns, upsert, missingDefault: request.prefs.missingDefault, returning });
    } else if (kind === 'update') {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidBody('Empty or invalid json', 'The payload of an update must be a JSON object');
      const update = buildUpdate(env, { relation, values: body as Record<string, unknown>, filters: query.root.filters, returning: needsRows });
      // An empty payload changes nothing; PostgREST answers without touching the table.
      mutation = update ?? `select ${WRITE_ALIAS}.* from ${qualified(relation.schema, relation.name)} as ${WRITE_ALIAS} where false`;
    } else {
      mutation = buildDelete(env, { relation, filters: query.root.filters, returning: needsRows });
    }
    if (needsRows) {
      return { sql: representationOf(env, relation, mutation, items, request.format, countInserted), extra: { mutation, answersRows: true, relation } };
    }
    if (countInserted) {
      const sql = `with "pgrst_mutation" as (${mutation}) select count(*)::float8 as page_count, null::text as body, null::float8 as total, count(*) filter (where "pgrst_inserted")::float8 as inserted from "pgrst_mutation"`;
      return { sql, extra: { mutation, answersRows: true, relation } };
    }
    return { sql: mutation, extra: { mutation, answersRows: false, relation } };
  });
  if (wantsPlan(request.format)) return sendPlan(request, request.format, statement, false);
  const result = await writeResult(request, statement, request.format.kind === 'object' && represent, maxAffected);
  const count = request.prefs.count === undefined ? '*' : String(result.page_count);
  const headers: Record<string, string> = { ...preferenceHeaders(request.prefs) };
  if (kind === 'insert') headers['content-range'] = `*/${count}`;
  else headers['content-range'] = result.page_count > 0 ? `0-${result.page_count - 1}/${count}` : `*/${count}`;
  if (returnMode === 'headers-only' && kind === 'insert') {
    const location = locationOf(table, statement.extra.relation, result.body);
    if (location !== undefined) headers.location = location;
  }
  const status = kind === 'insert' ? (countInserted && (result.inserted ?? 0) === 0 ? 200 : 201) : represent ? 200 : 204;
  if (!represent) {
    send(request.res, status, { headers });
    return;
  }
  send(request.res, status, {
    body: formatBody(result.body ?? '[]', request.format, true),
    format: request.format,
    headers,
  });
}

interface WriteResult extends StatementRow {
  /** Rows an upsert inserted (not updated), when counted. */
  inserted?: number | null;
}

/**
 * Runs a write: one round trip, unless a check must pass before commit (a single object, or at
 * most max-affected rows); a failed check rolls the write back, as PostgREST does.
 */
async function writeResult(request: RestRequest, statement: BuiltStatement<WritePlan>, singleObject: boolean, maxAffected: number | undefined): Promise<WriteResult> {
  const run = async (client: PoolClient | undefined): Promise<WriteResult> => {
    if (statement.extra.answersRows) return client === undefined ? statementRow(request, statement, false) : queryRows(client, statement);
    const done =
      client === undefined
        ? await runRequestStatement(request.ctx.pool, request.claims, { text: statement.sql, values: statement.values }, { signal: request.signal, cancelPool: request.ctx.adminPool })
        : await client.query({ text: statement.sql, values: statement.values });
    return { page_count: done.rowCount ?? 0, body: null, total: null };
  };
  if (!singleObject && maxAffected === undefined && !request.prefs.rollback) return run(undefined);
  return inTransaction(request, async (client) => {
    const row = await run(client);
    // Thrown inside the transaction so the write is rolled back.
    if (singleObject && row.page_count !== 1) throw singleObjectError(row.page_count);
    if (maxAffected !== undefined && row.page_count > maxAffected) throw maxAffectedError(row.page_count);
    return row;
  });
}

/** `Location: /table?pk=eq.value` of the first inserted row, as PostgREST sends for return=headers-only. */
function locationOf(table: string, relation: Relation, body: string | null): string | undefined {
  if (body === null || relation.primaryKey.length === 0) return undefined;
  const rows = JSON.parse(body) as Array<Record<string, unknown>>;
  const [first] = rows;
  if (first === undefined) return undefined;
  const query = relation.primaryKey.map((column) => `${encodeURIComponent(column)}=eq.${encodeURIComponent(String(first[column]))}`).join('&');
  return `/${encodeURIComponent(table)}?${query}`;
}

export function methodNotAllowed(method: string): RestError {
  return new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method.slice(0, 16)}`);
}
