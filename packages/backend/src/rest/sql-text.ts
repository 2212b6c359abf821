// The two ways text from a request may reach SQL: as a bound parameter ($n), or as an identifier
// that was first found in the catalog and is then double-quoted. Nothing else is ever spliced in.

/** Collects bound parameter values and hands out their `$n` placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Double-quotes an identifier (callers pass only names taken from the catalog). */
export function quoteIdent(name: string): string {
  if (name.includes('\u0000')) throw new Error('identifier contains NUL');
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}
