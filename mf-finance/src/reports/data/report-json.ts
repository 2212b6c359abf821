// Plain readers for the report answers that stay json (docs/rpc.md, "Typed results": the report
// tables, whose cells are keyed by their columns, the position's section lines and the budget vs.
// actuals totals, keyed by category): each checks the shape it is given and throws "The <what> came
// back in an unexpected shape." otherwise. The other report RPCs declare their answers and are read
// with the generated types. Not zod: a report's cold load then carries no schema library (zod comes
// with the forms' drawers).

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads one RPC answer; every check below throws the same sentence, naming the report. */
export class ReportReader {
  constructor(private readonly what: string) {}

  fail(): never {
    throw new Error(`The ${this.what} came back in an unexpected shape.`);
  }

  record(value: unknown): Record<string, unknown> {
    return isRecord(value) ? value : this.fail();
  }

  array(value: unknown): unknown[] {
    return Array.isArray(value) ? value : this.fail();
  }

  text(value: unknown): string {
    return typeof value === 'string' ? value : this.fail();
  }

  nullableText(value: unknown): string | null {
    return value === null ? null : this.text(value);
  }

  optionalText(value: unknown): string | undefined {
    return value === undefined ? undefined : this.text(value);
  }

  number(value: unknown): number {
    return typeof value === 'number' ? value : this.fail();
  }

  boolean(value: unknown): boolean {
    return typeof value === 'boolean' ? value : this.fail();
  }

  /** Money as PostgREST sends it: a number or a numeric string, kept as sent. */
  money(value: unknown): number | string {
    return typeof value === 'number' || typeof value === 'string' ? value : this.fail();
  }

  nullableMoney(value: unknown): number | string | null {
    return value === null ? null : this.money(value);
  }

  /** A count the database may send as text (bigint): a number. */
  count(value: unknown): number {
    return Number(this.money(value));
  }

  oneOf<const T extends string>(value: unknown, options: readonly T[]): T {
    return (options as readonly unknown[]).includes(value) ? (value as T) : this.fail();
  }

  textArray(value: unknown): string[] {
    return this.array(value).map((item) => this.text(item));
  }
}
