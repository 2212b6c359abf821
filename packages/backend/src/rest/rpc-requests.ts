// `/rest/v1/rpc/<fn>`: POST with JSON named arguments, GET/HEAD with arguments in the query
// string (read only); results are a scalar, an object, or rows that can be filtered and paged.
import { readJson } from '../http/respond.ts';
import { RestError, invalidBody, maxAffectedError, singleObjectError } from './errors.ts';
import { checkEmbeddedParams } from './build-read.ts';
import { buildRpc, findFunction } from './build-rpc.ts';
import { parseQuery } from './parse-query.ts';
import { contentRange, formatBody, preferenceHeaders, readStatus, send } from './rest-response.ts';
import { sendPlan, wantsPlan } from './explain-plan.ts';
import { buildWithCatalog, countPlan, countedRow, rootWindow } from './rest-request.ts';
import type { DbFunction } from './catalog.ts';
import type { SelectItem } from './query-ast.ts';
import type { BuiltStatement, RestRequest } from './rest-request.ts';
import type { ResponseFormat } from './request-headers.ts';

/** Query parameters that are never function arguments. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'or', 'and', 'not.or', 'not.and', 'columns', 'on_conflict']);

export async function handleRpc(request: RestRequest, name: string, method: 'GET' | 'POST'): Promise<void> {
  let args: Record<string, unknown> = {};
  if (method === 'POST') {
    const body = await readJson(request.req);
    if (body !== undefined) {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidBody('Empty or invalid json', 'The arguments of a function call must be a JSON object');
      args = body as Record<string, unknown>;
    }
  }
  const candidateKeys =
    method === 'POST' ? Object.keys(args) : [...new Set(request.url.searchParams.keys())].filter((key) => !RESERVED.has(key) && !key.includes('.'));
  const counting = countPlan(request.prefs.count, request.ctx.config.dataApi.maxRows);
  const build = (count: 'exact' | 'plan' | undefined): Promise<BuiltStatement<{ fn: DbFunction; offset: number }>> =>
    buildWithCatalog(request, (catalog, env) => {
      const fn = findFunction(catalog, name, candidateKeys, method === 'GET');
      const argumentNames = new Set(method === 'GET' ? fn.args.map((arg) => arg.name) : []);
      const query = parseQuery(request.url.searchParams, { argumentNames });
      const callArgs = method === 'GET' ? Object.fromEntries(query.args) : args;
      const items: SelectItem[] = query.select ?? [{ type: 'star' }];
      checkEmbeddedParams(items, query.embedded);
      env.embedded = query.embedded;
      const root = rootWindow(request, query.root);
      // A function returning one row answers it as a JSON object whatever the Accept header says.
      const format: ResponseFormat = fn.returnsSet ? request.format : { kind: 'json', stripNulls: request.format.stripNulls };
      const sql = buildRpc(env, { fn, args: callArgs, items, root, count, format });
      return { sql, extra: { fn, offset: root.offset ?? 0 } };
    });
  const built = await build(counting.statement);
  // PostgREST's Function Settings: the function's statement_timeout applies to the call.
  const statement = { ...built, settings: built.extra.fn.settings };
  if (wantsPlan(request.format)) return sendPlan(request, request.format, statement, method === 'GET');
  const plan = counting.planned ? await build('plan') : undefined;
  const { fn, offset } = statement.extra;
  const maxAffected = request.prefs.maxAffected;
  if (maxAffected !== undefined && !fn.returnsSet) {
    throw new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
  const check =
    maxAffected === undefined
      ? undefined
      : (checked: { page_count: number }): void => {
          if (checked.page_count > maxAffected) throw maxAffectedError(checked.page_count);
        };
  const row = await countedRow(request, statement, plan, method === 'GET', check);
  if (fn.returnKind === 'void' || request.prefs.return === 'minimal') {
    send(request.res, 204, { headers: { 'content-range': contentRange(offset, row.page_count, row.total), ...preferenceHeaders(request.prefs) } });
    return;
  }
  const isArray = fn.returnsSet;
  if (!isArray) {
    // A function returning one value or one row answers with that value, not an array.
    const body = fn.returnKind === 'row' ? formatBody(row.body ?? '[]', { kind: 'object', stripNulls: false }, true) : (row.body ?? 'null');
    send(request.res, 200, {
      body: body === '' ? 'null' : body,
      format: { kind: 'json', stripNulls: false },
      head: request.head,
      headers: { 'content-range': contentRange(0, 1, row.total), ...preferenceHeaders(request.prefs) },
    });
    return;
  }
  if (request.format.kind === 'object' && row.page_count !== 1) throw singleObjectError(row.page_count);
  const status = readStatus(offset, row.page_count, row.total);
  send(request.res, status, {
    body: formatBody(row.body ?? '[]', request.format, true),
    format: request.format,
    head: request.head,
    headers: { 'content-range': contentRange(offset, row.page_count, row.total), ...preferenceHeaders(request.prefs) },
  });
}
