// The one way an identifier reaches SQL text, for every API (Data API, realtime): a name first
// found in the catalog, then double-quoted. Values never come through here; they are bound ($n).

/** Double-quotes an identifier (callers pass only names taken from the catalog). */
export function quoteIdent(name: string): string {
  if (name.includes('\u0000')) throw new Error('identifier contains NUL');
  return `"${name.replaceAll('"', '""')}"`;
}

/** `"schema"."name"`. */
export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}
