// A read position over one query parameter, with the token readers every query parser shares:
// names (bare or double-quoted), JSON paths and delimited lists.
import { parseError } from './errors.ts';
import type { RestError } from './errors.ts';
import { QUERY_LIMITS } from './query-ast.ts';
import type { ColumnRef, JsonPathStep } from './query-ast.ts';

/** Characters that end a bare name: PostgREST's reserved characters plus the cast and hint marks. */
const NAME_END = new Set(['.', ',', ':', '(', ')', '!', '"', '{', '}']);

export class Cursor {
  pos = 0;

  constructor(
    readonly text: string,
    /** What is being parsed, for error messages (`select`, `filter`, `order` ...). */
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text.charAt(this.pos + offset);
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos);
  }

  take(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.pos += token.length;
    return true;
  }

  expect(token: string): void {
    if (!this.take(token)) throw this.fail(`expecting "${token}"`);
  }

  fail(expectation: string): RestError {
    const found = this.done ? 'end of input' : `"${this.text.slice(this.pos, this.pos + 12)}"`;
    return parseError(`"failed to parse ${this.what} (${truncate(this.text)})"`, `unexpected ${found} at position ${this.pos + 1}, ${expectation}`);
  }

  /** A double-quoted string: `\"` and `\\` are escapes. The cursor is on the opening quote. */
  readQuoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done) {
      const ch = this.peek();
      if (ch === '\\' && this.pos + 1 < this.text.length) {
        out += this.peek(1);
        this.pos += 2;
        continue;
      }
      if (ch === '"') {
        this.pos += 1;
        return out;
      }
      out += ch;
      this.pos += 1;
    }
    throw this.fail('expecting closing quote');
  }

  /** A bare or quoted name; stops at reserved characters and at a `->` JSON arrow. */
  readName(label = 'name'): string {
    let name: string;
    if (this.peek() === '"') {
      name = this.readQuoted();
    } else {
      const start = this.pos;
      while (!this.done && !NAME_END.has(this.peek()) && !this.startsWith('->')) this.pos += 1;
      name = this.text.slice(start, this.pos);
    }
    if (name === '') throw this.fail(`expecting ${label}`);
    if (name.length > QUERY_LIMITS.maxNameLength) throw this.fail(`${label} is longer than ${QUERY_LIMITS.maxNameLength} characters`);
    if (name.includes('\u0000')) throw this.fail(`${label} contains a NUL character`);
    return name;
  }

  /** A column name and its optional JSON path (`data->items->0->>name`). */
  readColumnRef(): ColumnRef {
    const name = this.readName('column name');
    const path: JsonPathStep[] = [];
    while (this.startsWith('->')) {
      const asText = this.startsWith('->>');
      this.pos += asText ? 3 : 2;
      if (path.length >= QUERY_LIMITS.maxJsonPathSteps) throw this.fail(`JSON path longer than ${QUERY_LIMITS.maxJsonPathSteps} steps`);
      const quoted = this.peek() === '"';
      const key = this.readName('JSON key');
      if (!quoted && /^-?\d{1,9}$/.test(key)) path.push({ index: Number(key), asText });
      else path.push({ key, asText });
    }
    return { name, path };
  }

  /**
   * A delimited list such as `(a,"b,c",d)` or `{a,b}`: items are bare text up to `,` or the closing
   * character, or double-quoted with backslash escapes. The cursor is on the opening character.
   */
  readList(open: string, close: string): string[] {
    this.expect(open);
    const items: string[] = [];
    if (this.take(close)) return items;
    for (;;) {
      if (items.length >= QUERY_LIMITS.maxListItems) throw this.fail(`at most ${QUERY_LIMITS.maxListItems} list items`);
      if (this.peek() === '"') {
        items.push(this.readQuoted());
      } else {
        const start = this.pos;
        while (!this.done && this.peek() !== ',' && this.peek() !== close) this.pos += 1;
        items.push(this.text.slice(start, this.pos));
      }
      if (this.take(',')) continue;
      this.expect(close);
      return items;
    }
  }
}

export function truncate(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
