// Checks a list RPC's JSON has the list's shape (a bad deploy shows an error, not a blank table).

export interface PagedList<Row> {
  total: number;
  rows: Row[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readPagedList<Row>(value: unknown, what: string): PagedList<Row> & Record<string, unknown> {
  if (!isRecord(value) || !Array.isArray(value.rows) || typeof value.total !== 'number') {
    throw new Error(`The ${what} came back in an unexpected shape.`);
  }
  return value as PagedList<Row> & Record<string, unknown>;
}
