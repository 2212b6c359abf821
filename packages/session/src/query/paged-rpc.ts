// The screens' paged list RPCs and how they are read. Every one declares its answer (a composite
// type, docs/rpc.md "Typed results": search_projects, search_invoices, search_transactions ...), so
// the generated Database type gives its shape and declaredPage only says what a null total or rows
// means (the generated types make every attribute of a composite nullable). The typed supabase-js
// call stays in each query file (its arguments are the RPC's); rpcData takes the request, adds the
// query's abort signal, throws the RPC's error and reads the answer.

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
