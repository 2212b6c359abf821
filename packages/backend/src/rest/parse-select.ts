// Parses PostgREST's `select` parameter: columns, `alias:column`, JSON paths, `::casts` and
// embedded resources (`customer(*)`, `items:invoice_lines!fk_name!inner(id,qty)`) and spreads
// (`...customer(name)`) and aggregates (`count()`, `amount.sum()`, `total:amount::int.avg()::text`).
import { Cursor } from './cursor.ts';
import { AGGREGATE_FUNCTIONS, QUERY_LIMITS } from './query-ast.ts';
import type { AggregateFunction, SelectEmbed, SelectItem } from './query-ast.ts';

/** Casts a client may ask for in `select`: plain built-in types only, never arbitrary type syntax. */
export const SAFE_CASTS = new Set([
  'text', 'varchar', 'char', 'int2', 'int4', 'int8', 'smallint', 'integer', 'int', 'bigint', 'numeric', 'real',
  'float4', 'float8', 'boolean', 'bool', 'date', 'time', 'timestamp', 'timestamptz', 'interval', 'uuid', 'json', 'jsonb',
]);

/** Removes whitespace outside double quotes, as postgrest-js does before sending. */
export function stripUnquotedWhitespace(text: string): string {
  let quoted = false;
  let out = '';
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && /\s/.test(ch)) continue;
    out += ch;
  }
  return out;
}

export function parseSelect(raw: string): SelectItem[] {
  const text = stripUnquotedWhitespace(raw);
  if (text.length > QUERY_LIMITS.maxParamLength) {
    throw new Cursor(text, 'select').fail(`a select list of at most ${QUERY_LIMITS.maxParamLength} characters`);
  }
  if (text === '') return [{ type: 'star' }];
  const cursor = new Cursor(text, 'select');
  const items = readItems(cursor, 0);
  if (!cursor.done) throw cursor.fail('expecting "," or end of input');
  return items;
}

function readItems(cursor: Cursor, depth: number): SelectItem[] {
  const items: SelectItem[] = [];
  for (;;) {
    if (items.length >= QUERY_LIMITS.maxSelectItems) throw cursor.fail(`at most ${QUERY_LIMITS.maxSelectItems} items per select level`);
    items.push(readItem(cursor, depth));
    if (!cursor.take(',')) return items;
  }
}

/** `...target!hint(items)`: an embed whose columns join the parent row; it takes no alias of its own. */
function readSpread(cursor: Cursor, depth: number): SelectEmbed {
  const target = cursor.readName('embedded resource');
  if (cursor.peek() !== '!' && cursor.peek() !== '(') throw cursor.fail('expecting "(" after a spread resource');
  return readEmbed(cursor, depth, target, undefined, true);
}

function readEmbed(cursor: Cursor, depth: number, target: string, alias: string | undefined, spread: boolean): SelectEmbed {
  if (depth + 1 > QUERY_LIMITS.maxEmbedDepth) throw cursor.fail(`embedding at most ${QUERY_LIMITS.maxEmbedDepth} levels deep`);
  let hint: string | undefined;
  let inner = false;
  while (cursor.take('!')) {
    const mark = cursor.readName('embedding hint');
    if (mark === 'inner') inner = true;
    else if (mark === 'left') inner = false;
    else if (hint === undefined) hint = mark;
    else throw cursor.fail('at most one relationship hint');
  }
  cursor.expect('(');
  const items = cursor.peek() === ')' ? [] : readItems(cursor, depth + 1);
  cursor.expect(')');
  return { type: 'embed', target, alias, hint, inner, spread, items };
}

function readItem(cursor: Cursor, depth: number): SelectItem {
  if (cursor.take('*')) return { type: 'star' };
  if (cursor.take('...')) return readSpread(cursor, depth);
  let alias: string | undefined;
  const start = cursor.pos;
  const first = cursor.readName('column or alias');
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.pos += 1;
    // An alias is the one client-chosen name that reaches SQL (quoted, as an output column name):
    // keep it within Postgres' identifier length so it is never silently truncated.
    if (Buffer.byteLength(first) > 63) throw cursor.fail('an alias of at most 63 bytes');
    alias = first;
  } else {
    cursor.pos = start;
  }
  const column = cursor.readColumnRef();
  if (column.name === 'count' && column.path.length === 0 && cursor.take('()')) return { type: 'count', alias, cast: readCast(cursor) };
  if (cursor.peek() === '!' || cursor.peek() === '(') {
    if (column.path.length > 0) throw cursor.fail('an embedded resource cannot have a JSON path');
    return readEmbed(cursor, depth, column.name, alias, false);
  }
  const cast = readCast(cursor);
  if (!cursor.startsWith('.')) return { type: 'column', column, alias, cast };
  cursor.pos += 1;
  const fn = cursor.readName('aggregate function');
  if (!(AGGREGATE_FUNCTIONS as readonly string[]).includes(fn)) throw cursor.fail(`one of the aggregates ${AGGREGATE_FUNCTIONS.join(', ')}`);
  cursor.expect('()');
  return { type: 'column', column, alias, cast, aggregate: { fn: fn as AggregateFunction, cast: readCast(cursor) } };
}

function readCast(cursor: Cursor): string | undefined {
  if (!cursor.take('::')) return undefined;
  const cast = cursor.readName('cast type').toLowerCase();
  if (!SAFE_CASTS.has(cast)) throw cursor.fail(`a cast to one of ${[...SAFE_CASTS].join(', ')}`);
  return cast;
}
