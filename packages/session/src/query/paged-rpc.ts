// The one reader of the screens' paged list RPCs. An RPC that declares its answer (a composite type,
// docs/rpc.md "Typed results": search_projects, list_employees, list_inventory_items ...) is
// typed by the generated Database type and read with declaredPage, which only says what a null
// total or rows means (the generated types make every attribute of a composite nullable). An RPC
// that still answers untyped json (search_invoices, search_transactions ...) is
// checked here once by readPaged: { total, rows, ... } for one page; a record RPC (get_invoice,
// get_bill) answers an object or null (readRecord). The typed supabase-js call stays in each query
// file (its arguments are the RPC's); rpcData takes the request, adds the query's abort signal,
// throws the RPC's error and reads the answer.

export interface Paged<Row> {
  total: number;
  rows: Row[];
}

export interface PagedWithTotals<Row, Totals> extends Paged<Row> {
  totals: Totals;
}

/** What supabase-js answers: the data, or an error and no data. */
type RpcAnswer<Data> = PromiseLike<{ data: Data; error: null } | { data: null; error: object }>;

/** A supabase-js RPC request: awaitable, and abortable with a signal. */
export interface RpcRequest<Data = unknown> extends RpcAnswer<Data> {
  abortSignal(signal: AbortSignal): RpcAnswer<Data>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * { total, rows } with each of `objects` an object (the filtered set's `totals`, a state's
 * `counts`), or throws "The <what> came back in an unexpected shape." (a bad deploy shows an error,
 * not a blank table).
 */
export function readPaged<T extends Paged<unknown>>(value: unknown, what: string, objects: readonly string[] = []): T {
  if (!isRecord(value) || !Array.isArray(value.rows) || typeof value.total !== 'number' || objects.some((key) => !isRecord(value[key]))) {
    throw new Error(`The ${what} came back in an unexpected shape.`);
  }
  return value as unknown as T;
}

/** { total, totals, rows }, the totals computed in SQL for the filtered set. */
export function readPagedWithTotals<T extends PagedWithTotals<unknown, unknown>>(value: unknown, what: string): T {
  return readPaged<T>(value, what, ['totals']);
}

/** One record with its line arrays (null: none by that id in the caller's organizations). */
export function readRecord<T>(value: unknown, what: string, arrays: readonly string[]): T | null {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.id !== 'string' || arrays.some((key) => !Array.isArray(value[key]))) {
    throw new Error(`The ${what} came back in an unexpected shape.`);
  }
  return value as unknown as T;
}

/** A declared page answer ({ total, rows, ... } as a composite type): a null total or rows is none. */
export function declaredPage<Row>(page: { total: number | null; rows: Row[] | null }): Paged<Row> {
  return { total: page.total ?? 0, rows: page.rows ?? [] };
}

/** Awaits an RPC request (aborted with the query's signal), throwing its error, and reads the data. */
export async function rpcData<T, Data = unknown>(request: RpcRequest<Data>, read: (data: Data) => T, signal?: AbortSignal): Promise<T> {
  const answer = await (signal ? request.abortSignal(signal) : request);
  if (answer.error !== null) throw answer.error;
  return read(answer.data);
}
