// `Accept: application/vnd.pgrst.plan` (PostgREST's db-plan-enabled): instead of running the
// request's statement, answer Postgres' execution plan of it, as text or JSON, with the options
// asked for (analyze, verbose, settings, buffers, wal). The statement is explained in the request's
// own transaction, role and claims, so `analyze` of a write changes data unless the transaction
// ends in a rollback (db-tx-end).
import { inTransaction } from './rest-request.ts';
import type { BuiltStatement, RestRequest } from './rest-request.ts';
import { send } from './rest-response.ts';
import type { ResponseFormat } from './request-headers.ts';

type PlanFormat = Extract<ResponseFormat, { kind: 'plan' }>;

export function wantsPlan(format: ResponseFormat): format is PlanFormat {
  return format.kind === 'plan';
}

export async function sendPlan(request: RestRequest, format: PlanFormat, statement: BuiltStatement<unknown>, readOnly: boolean): Promise<void> {
  // The options are names from a fixed list (request-headers.ts), never the client's text.
  const flags = [`format ${format.plan.format}`, ...format.plan.options].join(', ');
  const rows = await inTransaction(request, async (client) => {
    if (readOnly) await client.query('set transaction read only');
    return (await client.query<{ 'QUERY PLAN': unknown }>({ text: `explain (${flags}) ${statement.sql}`, values: statement.values })).rows;
  });
  const body = format.plan.format === 'json' ? JSON.stringify(rows[0]?.['QUERY PLAN'] ?? []) : rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  send(request.res, 200, { body, format, head: request.head });
}
