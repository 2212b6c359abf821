// Parses PostgREST filters: `column=[not.]op[(any|all)].value` parameters and the logic trees of
// `or=(...)` / `and=(...)` / `not.or=(...)`, nested up to a fixed depth and condition count.
import { Cursor } from './cursor.ts';
import { FILTER_OPERATORS, QUERY_LIMITS } from './query-ast.ts';
import type { ColumnRef, Condition, FilterNode, FilterOperator, LogicTree } from './query-ast.ts';

const QUANTIFIABLE = new Set<FilterOperator>(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const TEXT_SEARCH = new Set<FilterOperator>(['fts', 'plfts', 'phfts', 'wfts']);
export const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

/** Counts conditions across one request so a huge query string is refused early. */
export class FilterBudget {
  conditions = 0;

  spend(cursor: Cursor): void {
    this.conditions += 1;
    if (this.conditions > QUERY_LIMITS.maxConditions) throw cursor.fail(`at most ${QUERY_LIMITS.maxConditions} filter conditions per request`);
  }
}

function isOperator(name: string): name is FilterOperator {
  return (FILTER_OPERATORS as readonly string[]).includes(name);
}

interface OperatorExpr {
  negated: boolean;
  operator: FilterOperator;
  quantifier: 'any' | 'all' | undefined;
  config: string | undefined;
}

function readOperatorExpr(cursor: Cursor): OperatorExpr {
  const negated = cursor.take('not.');
  const start = cursor.pos;
  while (/[a-z]/.test(cursor.peek())) cursor.pos += 1;
  const name = cursor.text.slice(start, cursor.pos);
  if (!isOperator(name)) {
    cursor.pos = start;
    throw cursor.fail(`expecting an operator (${FILTER_OPERATORS.join(', ')})`);
  }
  let quantifier: 'any' | 'all' | undefined;
  let config: string | undefined;
  if (cursor.take('(')) {
    const modifier = cursor.readName('operator modifier');
    cursor.expect(')');
    if (TEXT_SEARCH.has(name)) config = modifier;
    else if ((modifier === 'any' || modifier === 'all') && QUANTIFIABLE.has(name)) quantifier = modifier;
    else throw cursor.fail(`"${name}" does not take the modifier "${modifier}"`);
  }
  cursor.expect('.');
  return { negated, operator: name, quantifier, config };
}

function checkValue(cursor: Cursor, value: string | string[], operator: FilterOperator): void {
  const values = typeof value === 'string' ? [value] : value;
  for (const v of values) {
    if (v.includes('\u0000')) throw cursor.fail('a value without NUL characters');
    if (v.length > QUERY_LIMITS.maxParamLength) throw cursor.fail(`a value of at most ${QUERY_LIMITS.maxParamLength} characters`);
  }
  if (operator === 'is' && (typeof value !== 'string' || !IS_VALUES.has(value.toLowerCase()))) {
    throw cursor.fail('"is" takes null, true, false or unknown');
  }
}

function condition(column: ColumnRef, expr: OperatorExpr, value: string | string[]): Condition {
  const normalized = expr.operator === 'is' && typeof value === 'string' ? value.toLowerCase() : value;
  return { type: 'condition', column, ...expr, value: normalized };
}

/** A top-level filter: the parameter name is the column, the value `[not.]op.value` (the value is taken verbatim). */
export function parseFilterParam(key: string, raw: string, budget: FilterBudget): Condition {
  const keyCursor = new Cursor(key, 'filter');
  const column = keyCursor.readColumnRef();
  if (!keyCursor.done) throw keyCursor.fail('expecting a column name');
  const cursor = new Cursor(raw, 'filter');
  if (raw.length > QUERY_LIMITS.maxParamLength) throw cursor.fail(`a filter of at most ${QUERY_LIMITS.maxParamLength} characters`);
  budget.spend(cursor);
  const expr = readOperatorExpr(cursor);
  let value: string | string[];
  if (expr.operator === 'in') value = cursor.readList('(', ')');
  else if (expr.quantifier !== undefined) value = cursor.readList('{', '}');
  else {
    value = cursor.text.slice(cursor.pos);
    cursor.pos = cursor.text.length;
  }
  if (!cursor.done) throw cursor.fail('expecting end of filter');
  checkValue(cursor, value, expr.operator);
  return condition(column, expr, value);
}

/** A logic-tree parameter such as `or=(a.eq.1,and(b.gt.2,c.is.null))`. */
export function parseLogicParam(operator: 'and' | 'or', negated: boolean, raw: string, budget: FilterBudget): LogicTree {
  const cursor = new Cursor(raw, 'logic tree');
  if (raw.length > QUERY_LIMITS.maxParamLength) throw cursor.fail(`a logic tree of at most ${QUERY_LIMITS.maxParamLength} characters`);
  const children = readGroup(cursor, 1, budget);
  if (!cursor.done) throw cursor.fail('expecting end of logic tree');
  return { type: 'logic', operator, negated, children };
}

function readGroup(cursor: Cursor, depth: number, budget: FilterBudget): FilterNode[] {
  if (depth > QUERY_LIMITS.maxLogicDepth) throw cursor.fail(`logic trees nested at most ${QUERY_LIMITS.maxLogicDepth} levels deep`);
  cursor.expect('(');
  const children: FilterNode[] = [];
  for (;;) {
    children.push(readLogicItem(cursor, depth, budget));
    if (cursor.take(',')) continue;
    cursor.expect(')');
    return children;
  }
}

function readLogicItem(cursor: Cursor, depth: number, budget: FilterBudget): FilterNode {
  // Spaces after "," or "(" are layout (hand-written query strings), not part of a column name.
  while (cursor.peek() === ' ') cursor.pos += 1;
  for (const negated of [true, false]) {
    for (const operator of ['and', 'or'] as const) {
      if (cursor.startsWith(`${negated ? 'not.' : ''}${operator}(`)) {
        cursor.pos += (negated ? 4 : 0) + operator.length;
        return { type: 'logic', operator, negated, children: readGroup(cursor, depth + 1, budget) };
      }
    }
  }
  budget.spend(cursor);
  const column = cursor.readColumnRef();
  cursor.expect('.');
  const expr = readOperatorExpr(cursor);
  let value: string | string[];
  if (expr.operator === 'in') value = cursor.readList('(', ')');
  else if (expr.quantifier !== undefined) value = cursor.readList('{', '}');
  else if (cursor.peek() === '"') value = cursor.readQuoted();
  else value = readBareLogicValue(cursor);
  checkValue(cursor, value, expr.operator);
  return condition(column, expr, value);
}

/** A bare value inside a logic tree ends at `,` or `)`; `{...}` array literals are kept whole. */
function readBareLogicValue(cursor: Cursor): string {
  const start = cursor.pos;
  let braces = 0;
  while (!cursor.done) {
    const ch = cursor.peek();
    if (ch === '{') braces += 1;
    else if (ch === '}') braces = Math.max(0, braces - 1);
    else if (braces === 0 && (ch === ',' || ch === ')')) break;
    cursor.pos += 1;
  }
  return cursor.text.slice(start, cursor.pos);
}

/** The logic-tree parameter names: `or`, `and`, `not.or`, `not.and`. */
export function logicKey(name: string): { operator: 'and' | 'or'; negated: boolean } | undefined {
  if (name === 'or' || name === 'and') return { operator: name, negated: false };
  if (name === 'not.or' || name === 'not.and') return { operator: name === 'not.or' ? 'or' : 'and', negated: true };
  return undefined;
}
