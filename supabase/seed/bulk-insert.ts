// Bulk writes for the seed: a whole array of rows in one statement through
// json_populate_recordset, so row triggers (ledger postings, totals) still run per row.
import type { PoolClient } from 'pg';

/** Tables the seed writes; table names are never taken from data. */
export type SeedTable =
  | 'funds' | 'projects' | 'project_tasks' | 'donors' | 'donations' | 'customers' | 'invoices' | 'invoice_lines'
  | 'vendors' | 'bills' | 'bill_lines' | 'employees' | 'payroll_runs' | 'payroll_run_lines' | 'transactions'
  | 'inventory' | 'purchase_requests' | 'purchase_request_items' | 'purchase_orders' | 'purchase_order_items'
  | 'budgets' | 'budget_line_items' | 'notifications';

export type SeedRow = Record<string, string | number | boolean | null>;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const CHUNK = 5000;

function columnsOf(rows: readonly SeedRow[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  const list = [...columns].sort();
  for (const column of list) if (!IDENTIFIER.test(column)) throw new Error(`Bad column name: ${column}`);
  return list;
}

/**
 * Inserts the rows. Rows are grouped by the columns they set, so a column a row leaves out
 * takes its default (json_populate_recordset would otherwise give it null).
 */
export async function insertRows(client: PoolClient, table: SeedTable, rows: readonly SeedRow[]): Promise<void> {
  const groups = new Map<string, SeedRow[]>();
  for (const row of rows) {
    const key = columnsOf([row]).join(', ');
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const [columns, group] of groups) {
    for (let i = 0; i < group.length; i += CHUNK) {
      await client.query(
        `insert into public.${table} (${columns}) select ${columns} from json_populate_recordset(null::public.${table}, $1::json)`,
        [JSON.stringify(group.slice(i, i + CHUNK))],
      );
    }
  }
}

/** Updates rows by id, setting the given columns (each row must carry id and those columns). */
export async function updateRows(client: PoolClient, table: SeedTable, rows: readonly SeedRow[], columns: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  for (const column of columns) if (!IDENTIFIER.test(column)) throw new Error(`Bad column name: ${column}`);
  const assignments = columns.map((column) => `${column} = j.${column}`).join(', ');
  for (let i = 0; i < rows.length; i += CHUNK) {
    await client.query(
      `update public.${table} t set ${assignments} from json_populate_recordset(null::public.${table}, $1::json) j where t.id = j.id`,
      [JSON.stringify(rows.slice(i, i + CHUNK))],
    );
  }
}
