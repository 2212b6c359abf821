// The parsed shape of a Data API request's query string (select, filters, order), before any of
// its names are checked against the catalog, plus the limits that keep hostile input cheap.

export const QUERY_LIMITS = {
  /** Longest single query parameter value (the HTTP server already caps the whole URL near 16 KiB). */
  maxParamLength: 16_384,
  /** Deepest nesting of `and(...)` / `or(...)` groups. */
  maxLogicDepth: 12,
  /** Most filter conditions in one request. */
  maxConditions: 256,
  /** Most items in an `in.(...)` or `{...}` list. */
  maxListItems: 1_000,
  /** Most items in one `select` level. */
  maxSelectItems: 200,
  /** Deepest nesting of embedded resources in `select`. */
  maxEmbedDepth: 3,
  /** Most `->` / `->>` steps in a JSON path. */
  maxJsonPathSteps: 16,
  /** Longest identifier (Postgres truncates at 63 bytes; anything longer cannot be in the catalog). */
  maxNameLength: 128,
} as const;

export type JsonPathStep = { key: string; asText: boolean } | { index: number; asText: boolean };

/** A column, optionally followed by a JSON path (`data->a->>b`). */
export interface ColumnRef {
  name: string;
  path: JsonPathStep[];
}

export interface SelectStar {
  type: 'star';
}

export const AGGREGATE_FUNCTIONS = ['sum', 'avg', 'max', 'min', 'count'] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

export interface SelectColumn {
  type: 'column';
  column: ColumnRef;
  alias: string | undefined;
  /** A cast of the column (with an aggregate: of its input, `col::int.sum()`). */
  cast: string | undefined;
  /** `col.sum()`: the aggregate of the column over the rows grouped by the other selected columns. */
  aggregate?: { fn: AggregateFunction; cast: string | undefined };
}

/** `count()`: the number of rows of each group. */
export interface SelectCount {
  type: 'count';
  alias: string | undefined;
  cast: string | undefined;
}

export interface SelectEmbed {
  type: 'embed';
  /** Target table, foreign key column or constraint name. */
  target: string;
  alias: string | undefined;
  /** Disambiguation: a foreign key constraint or column name (`!fk_name`). */
  hint: string | undefined;
  /** `!inner`: keep only parent rows that have a matching embedded row. */
  inner: boolean;
  /**
   * `...rel(cols)`: the embedded columns become keys of the parent row, each a value (to-one) or an
   * array of the embedded rows' values (to-many).
   */
  spread: boolean;
  items: SelectItem[];
}

export type SelectItem = SelectStar | SelectColumn | SelectCount | SelectEmbed;

export const FILTER_OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface Condition {
  type: 'condition';
  column: ColumnRef;
  negated: boolean;
  operator: FilterOperator;
  /** `eq(any).{a,b}`: compare against each list item. */
  quantifier: 'any' | 'all' | undefined;
  /** Text search configuration of `fts(english).word`. */
  config: string | undefined;
  /** A single value, or the items of an `in.(...)` / quantified list. */
  value: string | string[];
}

export interface LogicTree {
  type: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | LogicTree;

export interface OrderTerm {
  /** A related order (`order=authors(name)`): the to-one embed, by alias or name, whose column orders the rows. */
  embed?: string;
  column: ColumnRef;
  descending: boolean;
  nulls: 'first' | 'last' | undefined;
}
