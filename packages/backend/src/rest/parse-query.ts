// Splits a Data API query string into its parts: select, filters, order, limit and offset for the
// root and for each embedded resource (`items.qty=gt.1`, `items.order=...`), and write options.
import { Cursor } from './cursor.ts';
import { parseError } from './errors.ts';
import { FilterBudget, logicKey, parseFilterParam, parseLogicParam } from './parse-filter.ts';
import { parseOrder } from './parse-order.ts';
import { parseSelect } from './parse-select.ts';
import type { FilterNode, OrderTerm, SelectItem } from './query-ast.ts';

export interface NodeParams {
  filters: FilterNode[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number | undefined;
}

export interface ParsedQuery {
  /** The `select` list; `undefined` when the parameter is absent. */
  select: SelectItem[] | undefined;
  root: NodeParams;
  /** Parameters of embedded resources, keyed by their path of aliases or names (`items`, `items.product`). */
  embedded: Map<string, NodeParams>;
  onConflict: string[] | undefined;
  columns: string[] | undefined;
  /** Parameters that name arguments of the called function (GET `rpc/<fn>`). */
  args: Map<string, string>;
}

const MAX_ROWS_PARAM = 2_147_483_647;

export function emptyNodeParams(): NodeParams {
  return { filters: [], order: [], limit: undefined, offset: undefined };
}

function parseCount(name: string, raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_ROWS_PARAM) {
    throw parseError(`"failed to parse ${name} parameter (${raw.slice(0, 40)})"`, 'expecting a non-negative integer');
  }
  return Number(raw);
}

/** `"a","b",c` as sent in `columns=` and `on_conflict=`. */
export function parseNameList(name: string, raw: string): string[] {
  const cursor = new Cursor(raw, name);
  const names: string[] = [];
  for (;;) {
    names.push(cursor.readName('column name'));
    if (cursor.take(',')) continue;
    if (!cursor.done) throw cursor.fail('expecting "," or end of input');
    return names;
  }
}

/** Splits a parameter name into its embedding path and final part: `items.product.order` -> [items, product], order. */
function splitKey(key: string): { path: string[]; last: string } {
  const cursor = new Cursor(key, 'parameter name');
  const parts: string[] = [];
  for (;;) {
    const start = cursor.pos;
    const ref = cursor.readColumnRef();
    if (cursor.take('.')) {
      if (ref.path.length > 0) throw cursor.fail('expecting a resource name before "."');
      parts.push(ref.name);
      continue;
    }
    if (!cursor.done) throw cursor.fail('expecting "." or end of parameter name');
    // The last part keeps its raw text (a column with its JSON path is parsed again as a filter).
    return { path: parts, last: key.slice(start) };
  }
}

export function parseQuery(params: URLSearchParams, options: { argumentNames?: ReadonlySet<string> } = {}): ParsedQuery {
  const budget = new FilterBudget();
  const parsed: ParsedQuery = {
    select: undefined,
    root: emptyNodeParams(),
    embedded: new Map(),
    onConflict: undefined,
    columns: undefined,
    args: new Map(),
  };
  const nodeFor = (path: string[]): NodeParams => {
    if (path.length === 0) return parsed.root;
    const key = path.join('.');
    let node = parsed.embedded.get(key);
    if (node === undefined) {
      node = emptyNodeParams();
      parsed.embedded.set(key, node);
    }
    return node;
  };
  for (const [key, value] of params) {
    if (key === 'select') parsed.select = parseSelect(value);
    else if (key === 'on_conflict') parsed.onConflict = parseNameList('on_conflict', value);
    else if (key === 'columns') parsed.columns = parseNameList('columns', value);
    else if (options.argumentNames?.has(key)) parsed.args.set(key, value);
    else {
      const split = splitKey(key);
      let path = split.path;
      const last = split.last;
      let negatedLogic = false;
      if ((last === 'or' || last === 'and') && path.at(-1) === 'not') {
        path = path.slice(0, -1);
        negatedLogic = true;
      }
      const node = nodeFor(path);
      const logic = logicKey(last);
      if (logic !== undefined) node.filters.push(parseLogicParam(logic.operator, logic.negated || negatedLogic, value, budget));
      else if (last === 'order') node.order.push(...parseOrder(value));
      else if (last === 'limit') node.limit = parseCount('limit', value);
      else if (last === 'offset') node.offset = parseCount('offset', value);
      else node.filters.push(parseFilterParam(last, value, budget));
    }
  }
  return parsed;
}
