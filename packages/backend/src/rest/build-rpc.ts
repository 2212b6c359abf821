// Finds the function an `rpc/<fn>` call names (by its argument names, as PostgREST does) and
// builds the call: arguments arrive as one JSON parameter typed by json_to_record.
import { RestError } from './errors.ts';
import { buildReadQuery } from './build-read.ts';
import { limitSql } from './build-filters.ts';
import { functionHint } from './schema-hints.ts';
import { qualified, quoteIdent } from '../db/sql-identifiers.ts';
import type { BuildEnv } from './build-read.ts';
import type { DbFunction, SchemaCatalog } from './catalog.ts';
import type { NodeParams } from './parse-query.ts';
import type { SelectItem } from './query-ast.ts';
import type { ResponseFormat } from './request-headers.ts';

const SINGLE_JSON_TYPES = new Set(['json', 'jsonb']);

/** A function that takes the whole body as its one unnamed json/jsonb argument. */
function takesWholeBody(fn: DbFunction): boolean {
  const [only] = fn.args;
  return fn.args.length === 1 && only !== undefined && only.name === '' && SINGLE_JSON_TYPES.has(only.type);
}

/**
 * PGRST202 in PostgREST 13's words: the function with its schema, the argument keys of the call
 * (sorted, as PostgREST holds them in a set; "without parameters" for none), and for a POST with a
 * JSON body the single unnamed json/jsonb parameter it would also have taken.
 */
export function functionNotFound(catalog: SchemaCatalog, name: string, keys: string[], viaPost: boolean): RestError {
  const sorted = [...new Set(keys)].sort();
  const fn = `${catalog.schema}.${name}`;
  const listed = sorted.join(', ');
  const inMessage = sorted.length === 0 ? ' without parameters' : `(${listed})`;
  const inDetails = sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${listed}`;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${inMessage} in the schema cache`,
    `Searched for the function ${fn}${inDetails}${viaPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    functionHint(catalog, name, sorted),
  );
}

/** The overload whose named arguments fit the given keys: every required argument present, no unknown key. */
export function findFunction(catalog: SchemaCatalog, name: string, keys: string[], viaGet: boolean): DbFunction {
  const overloads = catalog.functions.get(name) ?? [];
  const fits = overloads.filter((fn) => {
    if (takesWholeBody(fn)) return !viaGet;
    if (fn.args.some((arg) => arg.name === '')) return false;
    const argNames = new Set(fn.args.map((arg) => arg.name));
    if (!viaGet && keys.some((key) => !argNames.has(key))) return false;
    return fn.args.every((arg) => arg.hasDefault || keys.includes(arg.name));
  });
  // Prefer the overload that uses the most of the given keys (GET passes filters alongside arguments).
  const score = (fn: DbFunction): number => fn.args.filter((arg) => keys.includes(arg.name)).length;
  const best = Math.max(-1, ...fits.map(score));
  const chosen = fits.filter((fn) => score(fn) === best);
  const [only] = chosen;
  if (only !== undefined && chosen.length === 1) return only;
  if (chosen.length > 1) {
    throw new RestError(300, 'PGRST203', `Could not choose the best candidate function between: ${chosen.map((fn) => `${catalog.schema}.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`, null, 'Try renaming the parameters or the function itself in the database so function overloading can be resolved');
  }
  throw functionNotFound(catalog, name, keys, !viaGet);
}

export interface RpcSpec {
  fn: DbFunction;
  args: Record<string, unknown>;
  items: SelectItem[];
  root: NodeParams;
  count: 'exact' | 'plan' | undefined;
  format: ResponseFormat;
}

/** `from <typed arguments>, lateral fn(...) as "pgrst_f"`. */
function callFrom(env: BuildEnv, fn: DbFunction, args: Record<string, unknown>): string {
  const target = qualified(fn.schema, fn.name);
  if (takesWholeBody(fn)) return `${target}(${env.params.add(JSON.stringify(args))}::${fn.args[0]?.type === 'jsonb' ? 'jsonb' : 'json'}) as "pgrst_f"`;
  const given = fn.args.filter((arg) => Object.hasOwn(args, arg.name));
  if (given.length === 0) return `${target}() as "pgrst_f"`;
  const record = `json_to_record(${env.params.add(JSON.stringify(args))}::json) as "pgrst_args"(${given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ')})`;
  const call = `${target}(${given.map((a) => `${quoteIdent(a.name)} := "pgrst_args".${quoteIdent(a.name)}`).join(', ')})`;
  return `${record} cross join lateral ${call} as "pgrst_f"`;
}

/**
 * Argument types whose input function reads a JSON scalar's text exactly as json_to_record does
 * (json, jsonb, arrays, composites and domains are converted differently there), with the JSON
 * type a value must have to be bound directly; anything else keeps the general statement.
 */
const PLAIN_TYPES = new Map<string, 'number' | 'boolean' | 'string'>([
  ['smallint', 'number'], ['integer', 'number'], ['bigint', 'number'], ['numeric', 'number'], ['real', 'number'], ['double precision', 'number'],
  ['boolean', 'boolean'],
  ['text', 'string'], ['character varying', 'string'], ['uuid', 'string'], ['date', 'string'], ['timestamp with time zone', 'string'],
  ['timestamp without time zone', 'string'],
]);

/** A value bound as text gives the same argument as json_to_record would (NUL and surrogates do not, nor other JSON types). */
function plainValue(type: string, value: unknown): boolean {
  const expected = PLAIN_TYPES.get(type);
  if (expected === undefined) return false;
  if (value === null) return true;
  if (typeof value !== expected) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value !== 'string' || (!value.includes('\u0000') && !/[\ud800-\udfff]/.test(value));
}

/**
 * `to_json(fn(arg := $n::type, ...))` for a function returning one scalar: what json_to_record
 * and the lateral call compute, without them (one row, one value), when every argument is a
 * plain scalar. Else undefined (the general statement).
 */
function scalarCall(env: BuildEnv, fn: DbFunction, args: Record<string, unknown>, total: string): string | undefined {
  if (takesWholeBody(fn)) return undefined;
  const given = fn.args.filter((arg) => Object.hasOwn(args, arg.name));
  if (!given.every((arg) => plainValue(arg.type, args[arg.name]))) return undefined;
  const call = `${qualified(fn.schema, fn.name)}(${given.map((a) => `${quoteIdent(a.name)} := ${env.params.add(args[a.name])}::${a.type}`).join(', ')})`;
  return `select 1::float8 as page_count, to_json(${call})::text as body, ${total} as total`;
}

/** The statement for a call; its columns are those of `buildReadQuery` (page_count, body, total). */
export function buildRpc(env: BuildEnv, spec: RpcSpec): string {
  // A call answering one value or one row is one row: its count, exact or planned, is 1.
  const oneRow = !spec.fn.returnsSet && spec.fn.returnKind !== 'void';
  if (spec.count === 'plan' && oneRow) return `explain (format json) select 1`;
  const oneTotal = oneRow && spec.count === 'exact' ? '1::float8' : 'null::float8';
  if (spec.fn.returnKind === 'scalar' && !spec.fn.returnsSet) {
    const scalar = scalarCall(env, spec.fn, spec.args, oneTotal);
    if (scalar !== undefined) return scalar;
  }
  const from = callFrom(env, spec.fn, spec.args);
  if (spec.fn.returnKind === 'void') return `select count(*)::float8 as page_count, null::text as body, null::float8 as total from ${from}`;
  if (spec.fn.returnKind === 'scalar' && !spec.fn.returnsSet) {
    return `select count(*)::float8 as page_count, (array_agg(to_json("pgrst_f")))[1]::text as body, ${oneTotal} as total from ${from}`;
  }
  if (spec.fn.returnKind === 'scalar') {
    if (spec.count === 'plan') return `explain (format json) select 1 from ${from}`;
    const window = limitSql(spec.root.limit, spec.root.offset, env.params);
    const total = spec.count === 'exact' ? '(select count(*) from "pgrst_call")::float8' : 'null::float8';
    return (
      `with "pgrst_call" as materialized (select "pgrst_f" as "value" from ${from}) ` +
      `select count(*)::float8 as page_count, coalesce(json_agg(pgrst_row."value"), '[]')::text as body, ${total} as total ` +
      `from (select "value" from "pgrst_call"${window}) as pgrst_row`
    );
  }
  const relation = spec.fn.returnRelation;
  if (relation === undefined) throw new RestError(500, 'PGRST000', `Function ${spec.fn.name} has no result columns`);
  // Materialized so a volatile function runs once even when the total is counted as well.
  return buildReadQuery(env, {
    relation,
    from: '"pgrst_call" as "pgrst_t"',
    alias: '"pgrst_t"',
    items: spec.items,
    root: spec.root,
    count: spec.count,
    format: spec.format,
    cte: `with "pgrst_call" as materialized (select "pgrst_f".* from ${from}) `,
  });
}
