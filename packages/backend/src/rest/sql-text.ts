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

/**
 * Renumbers the `$n` a statement uses (outside double-quoted identifiers) from 1 and keeps only
 * their values: for a statement built beside others that share its parameter list (the plan of a
 * count leaves out the select list, order and window).
 */
export function compactParams(sql: string, values: unknown[]): { sql: string; values: unknown[] } {
  const renumbered = new Map<number, number>();
  const kept: unknown[] = [];
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i] ?? '';
    if (ch === '"') {
      const end = sql.indexOf('"', i + 1);
      const stop = end < 0 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop;
      continue;
    }
    const match = ch === '$' ? /^\$(\d+)/.exec(sql.slice(i, i + 12)) : null;
    if (match !== null && match[1] !== undefined) {
      const old = Number(match[1]);
      let next = renumbered.get(old);
      if (next === undefined) {
        kept.push(values[old - 1]);
        next = kept.length;
        renumbered.set(old, next);
      }
      out += `$${next}`;
      i += match[0].length;
      continue;
    }
    out += ch;
    i += 1;
  }
  return { sql: out, values: kept };
}
