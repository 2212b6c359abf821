// The one reader of the finance screens' paged search RPCs (search_invoices, search_bills,
// search_donations, search_pledges, list_customers, list_vendors, list_donors...): each answers
// { total, rows[, totals] } as JSON, checked here once, and a record RPC (get_invoice, get_bill)
// answers an object or null. The typed supabase-js call stays in each query file (its arguments
// are the RPC's); this takes the request, adds the abort signal and reads the answer.

export interface Paged<Row> {
  total: number;
  rows: Row[];
}

export interface PagedWithTotals<Row, Totals> extends Paged<Row> {
  totals: Totals;
}

type RpcAnswer = PromiseLike<{ data: unknown; error: unknown }>;

/** A supabase-js RPC request: awaitable, and abortable with a signal. */
export interface RpcRequest extends RpcAnswer {
  abortSignal(signal: AbortSignal): RpcAnswer;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** { total, rows } or throws "The <what> came back in an unexpected shape." */
export function readPaged<T extends Paged<unknown>>(value: unknown, what: string): T {
  if (!isRecord(value) || !Array.isArray(value.rows) || typeof value.total !== 'number') {
    throw new Error(`The ${what} came back in an unexpected shape.`);
  }
  return value as unknown as T;
}

/** { total, totals, rows }, the totals computed in SQL for the filtered set. */
export function readPagedWithTotals<T extends PagedWithTotals<unknown, unknown>>(value: unknown, what: string): T {
  if (!isRecord(value) || !isRecord(value.totals)) throw new Error(`The ${what} came back in an unexpected shape.`);
  return readPaged<T>(value, what);
}

/** One record with its line arrays (null: none by that id in the caller's organizations). */
export function readRecord<T>(value: unknown, what: string, arrays: readonly string[]): T | null {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.id !== 'string' || arrays.some((key) => !Array.isArray(value[key]))) {
    throw new Error(`The ${what} came back in an unexpected shape.`);
  }
  return value as unknown as T;
}

/** Awaits an RPC request (aborted with the query's signal), throwing its error, and reads the data. */
export async function rpcData<T>(request: RpcRequest, read: (data: unknown) => T, signal?: AbortSignal): Promise<T> {
  const { data, error } = await (signal ? request.abortSignal(signal) : request);
  if (error) throw error;
  return read(data);
}
