// Parses PostgREST's `order` parameter: `col.desc.nullslast,data->>name.asc,authors(name).desc,...`.
import { Cursor } from './cursor.ts';
import { QUERY_LIMITS } from './query-ast.ts';
import type { OrderTerm } from './query-ast.ts';

export function parseOrder(raw: string): OrderTerm[] {
  const cursor = new Cursor(raw, 'order');
  if (raw.length > QUERY_LIMITS.maxParamLength) throw cursor.fail(`an order of at most ${QUERY_LIMITS.maxParamLength} characters`);
  const terms: OrderTerm[] = [];
  for (;;) {
    if (terms.length >= QUERY_LIMITS.maxSelectItems) throw cursor.fail(`at most ${QUERY_LIMITS.maxSelectItems} order terms`);
    let column = cursor.readColumnRef();
    let embed: string | undefined;
    if (cursor.take('(')) {
      // `embed(column)`: a related order.
      if (column.path.length > 0) throw cursor.fail('an embedded resource cannot have a JSON path');
      embed = column.name;
      column = cursor.readColumnRef();
      cursor.expect(')');
    }
    let descending = false;
    let nulls: OrderTerm['nulls'];
    while (cursor.take('.')) {
      if (cursor.take('asc')) descending = false;
      else if (cursor.take('desc')) descending = true;
      else if (cursor.take('nullsfirst')) nulls = 'first';
      else if (cursor.take('nullslast')) nulls = 'last';
      else throw cursor.fail('expecting asc, desc, nullsfirst or nullslast');
    }
    terms.push(embed === undefined ? { column, descending, nulls } : { embed, column, descending, nulls });
    if (cursor.take(',')) continue;
    if (!cursor.done) throw cursor.fail('expecting "," or end of input');
    return terms;
  }
}
