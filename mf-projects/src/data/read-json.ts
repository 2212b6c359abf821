// Small readers for the projects RPCs' JSON: a bad deploy shows an error in words, not a blank screen.
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface Page<Row> {
  total: number;
  rows: Row[];
}

/** A `{ total, rows }` page of an RPC; `what` names it in the error. */
export function readPage<Row>(value: unknown, what: string): Page<Row> & Record<string, unknown> {
  if (!isRecord(value) || !Array.isArray(value.rows) || typeof value.total !== 'number') {
    throw new Error(`The ${what} came back in an unexpected shape.`);
  }
  return value as Page<Row> & Record<string, unknown>;
}
