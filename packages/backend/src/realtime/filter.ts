// Parses and evaluates the `filter` of a postgres_changes subscription, in the PostgREST-like
// syntax realtime-js builds: `column=op.value`, several joined by commas (all must hold),
// optionally negated with `not.`, values quoted with "..." when they contain , ( ) " \.
// Evaluated in JavaScript against the row as `to_jsonb` returned it, with SQL's null semantics.

export const FILTER_OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'is', 'isdistinct', 'like', 'ilike'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface FilterCondition {
  column: string;
  operator: FilterOperator;
  negate: boolean;
  /** One value for every operator but `in`; `null` stands for SQL NULL (`is.null`, `eq.null` is text). */
  values: (string | null)[];
}

export class FilterSyntaxError extends Error {}

const MAX_FILTER_LENGTH = 4096;
const MAX_IN_VALUES = 100;

function isOperator(value: string): value is FilterOperator {
  return (FILTER_OPERATORS as readonly string[]).includes(value);
}

/** Splits on `separator` outside double quotes and parentheses. */
function splitTopLevel(input: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < input.length) {
        current += input[i + 1] as string;
        i++;
      } else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth < 0) throw new FilterSyntaxError('Unbalanced parentheses in filter');
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted) throw new FilterSyntaxError('Unterminated quote in filter');
  if (depth !== 0) throw new FilterSyntaxError('Unbalanced parentheses in filter');
  parts.push(current);
  return parts;
}

function unquote(raw: string): string {
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) {
    return raw.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return raw;
}

function parseCondition(text: string): FilterCondition {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new FilterSyntaxError(`Filter must look like column=operator.value, got "${text}"`);
  const column = text.slice(0, eq).trim();
  if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(column)) throw new FilterSyntaxError(`Invalid column name in filter: "${column}"`);
  let rest = text.slice(eq + 1);
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot <= 0) throw new FilterSyntaxError(`Filter must look like column=operator.value, got "${text}"`);
  const operator = rest.slice(0, dot);
  if (!isOperator(operator)) throw new FilterSyntaxError(`Unsupported filter operator: "${operator}"`);
  const rawValue = rest.slice(dot + 1);
  if (operator === 'in') {
    if (!rawValue.startsWith('(') || !rawValue.endsWith(')')) throw new FilterSyntaxError('The in operator takes a list: in.(a,b)');
    const inner = rawValue.slice(1, -1);
    const items = splitTopLevel(inner, ',').map((item) => unquote(item.trim()));
    if (items.length === 0 || (items.length === 1 && items[0] === '')) throw new FilterSyntaxError('The in operator needs at least one value');
    if (items.length > MAX_IN_VALUES) throw new FilterSyntaxError(`The in operator takes at most ${MAX_IN_VALUES} values`);
    return { column, operator, negate, values: items };
  }
  if (operator === 'is' || operator === 'isdistinct') {
    const lowered = rawValue.toLowerCase();
    if (operator === 'is' && !['null', 'true', 'false', 'unknown'].includes(lowered)) {
      throw new FilterSyntaxError('The is operator takes null, true, false or unknown');
    }
    return { column, operator, negate, values: [lowered === 'null' || lowered === 'unknown' ? null : unquote(rawValue)] };
  }
  return { column, operator, negate, values: [unquote(rawValue)] };
}

/** Parses a filter string; an empty or missing filter means "every row". */
export function parseFilter(filter: string | undefined | null): FilterCondition[] {
  if (filter === undefined || filter === null || filter.trim() === '') return [];
  if (filter.length > MAX_FILTER_LENGTH) throw new FilterSyntaxError('Filter too long');
  return splitTopLevel(filter, ',').map((part) => parseCondition(part.trim()));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** The text form Postgres would compare: what the row value reads as. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** -1, 0 or 1; numbers compare numerically, booleans by truth, uuids case-insensitively, the rest as text. */
function compare(rowValue: unknown, filterValue: string): number {
  if (typeof rowValue === 'number' && NUMBER.test(filterValue.trim())) {
    const diff = rowValue - Number(filterValue);
    return diff === 0 ? 0 : diff < 0 ? -1 : 1;
  }
  if (typeof rowValue === 'boolean') {
    const lowered = filterValue.toLowerCase();
    const truth = ['true', 't', 'yes', 'on', '1'].includes(lowered) ? true : ['false', 'f', 'no', 'off', '0'].includes(lowered) ? false : undefined;
    if (truth !== undefined) return rowValue === truth ? 0 : rowValue ? 1 : -1;
  }
  let left = textOf(rowValue);
  let right = filterValue;
  if (UUID.test(left) && UUID.test(right)) {
    left = left.toLowerCase();
    right = right.toLowerCase();
  }
  return left === right ? 0 : left < right ? -1 : 1;
}

function likeToRegExp(pattern: string, caseInsensitive: boolean): RegExp {
  let source = '';
  for (const ch of pattern) {
    if (ch === '%' || ch === '*') source += '.*';
    else if (ch === '_') source += '.';
    else source += ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, caseInsensitive ? 'is' : 's');
}

/** SQL three-valued result: true, false, or null (unknown). */
function evaluate(condition: FilterCondition, row: Record<string, unknown>): boolean | null {
  const value = row[condition.column];
  const isNull = value === null || value === undefined;
  const first = condition.values[0] ?? null;
  switch (condition.operator) {
    case 'is':
      if (first === null) return isNull;
      if (isNull) return false;
      return compare(value, first) === 0;
    case 'isdistinct':
      if (first === null) return !isNull;
      if (isNull) return true;
      return compare(value, first) !== 0;
    default:
      break;
  }
  if (isNull) return null;
  switch (condition.operator) {
    case 'eq':
      return compare(value, first ?? '') === 0;
    case 'neq':
      return compare(value, first ?? '') !== 0;
    case 'lt':
      return compare(value, first ?? '') < 0;
    case 'lte':
      return compare(value, first ?? '') <= 0;
    case 'gt':
      return compare(value, first ?? '') > 0;
    case 'gte':
      return compare(value, first ?? '') >= 0;
    case 'in':
      return condition.values.some((candidate) => candidate !== null && compare(value, candidate) === 0);
    case 'like':
      return likeToRegExp(first ?? '', false).test(textOf(value));
    case 'ilike':
      return likeToRegExp(first ?? '', true).test(textOf(value));
    default:
      return null;
  }
}

/** True when every condition holds for the row (an unknown result counts as not matching, as in WHERE). */
export function matchesFilter(conditions: readonly FilterCondition[], row: Record<string, unknown>): boolean {
  return conditions.every((condition) => {
    const result = evaluate(condition, row);
    if (result === null) return false;
    return condition.negate ? !result : result;
  });
}
