// The two ways text from a request may reach SQL: as a bound parameter ($n, here), or as an
// identifier that was first found in the catalog and is then double-quoted (db/sql-identifiers.ts).
// Nothing else is ever spliced in.

/** Collects bound parameter values and hands out their `$n` placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
