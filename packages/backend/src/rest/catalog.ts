// The schema cache: tables, views, columns, keys, foreign keys (also through views) and functions
// of an exposed schema, read from pg_catalog once (relations through db/catalog.ts) and kept per
// pool. Every identifier a request names is checked here.
import type { Pool } from 'pg';
import { readRelations } from '../db/catalog.ts';
import { readViewKeys } from './view-relationships.ts';

export interface CatalogColumn {
  name: string;
  /** `format_type` of the column, e.g. `numeric(14,2)`, `text[]`, `timestamp with time zone`. */
  type: string;
}

export interface ForeignKey {
  name: string;
  /** The referencing table and its columns. */
  table: string;
  columns: string[];
  /** The referenced table and its columns. */
  refTable: string;
  refColumns: string[];
}

export interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'function-result';
  columns: Map<string, CatalogColumn>;
  /** A table's primary key, or the one a view's columns show of its base tables (as PostgREST infers it). */
  primaryKey: string[];
  /** Primary key and unique constraints (for one-to-one detection). */
  uniqueKeys: string[][];
  /** Computed fields: functions of one argument, this relation's row type, returning one scalar. */
  computed: Map<string, ComputedField>;
  /**
   * Computed relationships: functions of one argument, this relation's row type, returning rows of
   * a table or view of the schema; embedded by the function's name.
   */
  computedRelationships: Map<string, ComputedRelationship>;
}

export interface ComputedRelationship {
  fn: DbFunction;
  target: Relation;
  /** One row (a function returning one row, or `setof` declared `rows 1`) or several. */
  toOne: boolean;
}

export interface ComputedField {
  schema: string;
  name: string;
  type: string;
}

export interface FunctionArgument {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface DbFunction {
  schema: string;
  name: string;
  args: FunctionArgument[];
  returnsSet: boolean;
  /** void, a scalar, or a row (table type, composite, OUT/TABLE columns). */
  returnKind: 'void' | 'scalar' | 'row';
  /** The columns of a row-returning function; named after its table when it returns a table type. */
  returnRelation: Relation | undefined;
  /**
   * The function's own `set` settings that PostgREST applies to the call's transaction (Function
   * Settings: only statement_timeout), so `create function ... set statement_timeout = '60s'` lets
   * one long call run past the role's timeout.
   */
  settings: Array<[string, string]>;
}

export interface SchemaCatalog {
  schema: string;
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
}

interface FunctionRow {
  name: string;
  argnames: string[] | null;
  argmodes: string[] | null;
  argtypes: string[];
  ndefaults: number;
  retset: boolean;
  rettype: string;
  typtype: string;
  typrelid: number;
  typrelname: string | null;
  /** The relation whose row type is the only argument, for a possible computed field or relationship. */
  rowargrelid: number | null;
  /** pg_proc.prorows: the declared row estimate of a set-returning function. */
  rows: number;
  /** The function's settings PostgREST applies to the transaction (name=value). */
  settings: string[] | null;
}

const FUNCTIONS_SQL = `
  select p.proname as name, p.proargnames::text[] as argnames, p.proargmodes::text[] as argmodes,
    array(select pg_catalog.format_type(t.oid, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(typ, i)
          join pg_catalog.pg_type t on t.oid = u.typ order by u.i)::text[] as argtypes,
    p.pronargdefaults as ndefaults, p.proretset as retset, pg_catalog.format_type(p.prorettype, null) as rettype,
    t.typtype::text as typtype, t.typrelid::int8::float8 as typrelid, rc.relname as typrelname,
    p.prorows::float8 as rows,
    array(select c from unnest(p.proconfig) c where c like 'statement\\_timeout=%')::text[] as settings,
    case when p.pronargs = 1 then (select nullif(a.typrelid, 0) from pg_catalog.pg_type a where a.oid = p.proargtypes[0]) end::int8::float8 as rowargrelid
  from pg_catalog.pg_proc p
  join pg_catalog.pg_type t on t.oid = p.prorettype
  left join pg_catalog.pg_class rc on rc.oid = t.typrelid and rc.relkind <> 'c'
  where p.pronamespace = (select oid from pg_catalog.pg_namespace where nspname = $1) and p.prokind = 'f'`;

export async function loadCatalog(pool: Pool, schema: string): Promise<SchemaCatalog> {
  const [relations, functions] = await Promise.all([readRelations(pool, { schema }), pool.query<FunctionRow>(FUNCTIONS_SQL, [schema])]);
  const columnsByRel = new Map<number, Map<string, CatalogColumn>>();
  for (const row of relations) {
    columnsByRel.set(row.relid, new Map(row.columns.map((column) => [column.name, { name: column.name, type: column.type }])));
  }
  const byOid = new Map<number, Relation>();
  const catalog: SchemaCatalog = { schema, relations: new Map(), foreignKeys: [], functions: new Map() };
  // Composite types come along for the functions that return them; they are not relations of the schema.
  const ofSchema = relations.filter((row) => row.relkind !== 'c' && row.schema === schema);
  for (const row of ofSchema) {
    const relation: Relation = {
      schema,
      name: row.name,
      kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table',
      columns: columnsByRel.get(row.relid) ?? new Map(),
      primaryKey: [],
      uniqueKeys: [],
      computed: new Map(),
      computedRelationships: new Map(),
    };
    byOid.set(row.relid, relation);
    catalog.relations.set(row.name, relation);
  }
  for (const row of ofSchema) {
    const relation = byOid.get(row.relid);
    if (relation === undefined) continue;
    for (const constraint of row.constraints) {
      if (constraint.kind === 'p') relation.primaryKey = constraint.columns;
      if (constraint.kind === 'p' || constraint.kind === 'u') relation.uniqueKeys.push(constraint.columns);
      if (constraint.kind === 'f' && constraint.refrelid !== null && constraint.refcolumns !== null) {
        const referenced = byOid.get(constraint.refrelid);
        // Foreign keys into other schemas (auth.users ...) cannot be embedded: those tables are not exposed.
        if (referenced === undefined) continue;
        catalog.foreignKeys.push({ name: constraint.name, table: relation.name, columns: constraint.columns, refTable: referenced.name, refColumns: constraint.refcolumns });
      }
    }
  }
  const viewKeys = await readViewKeys(pool, schema, byOid);
  catalog.foreignKeys.push(...viewKeys.foreignKeys);
  for (const [relid, columns] of viewKeys.primaryKeys) {
    const view = byOid.get(relid);
    if (view !== undefined && view.kind === 'view') view.primaryKey = columns;
  }
  for (const row of functions.rows) {
    const fn = describeFunction(schema, row, columnsByRel, catalog.relations);
    if (fn === undefined) continue;
    if (callableThroughRpc(fn, row)) {
      const list = catalog.functions.get(fn.name) ?? [];
      list.push(fn);
      catalog.functions.set(fn.name, list);
    }
    const owner = row.rowargrelid === null ? undefined : byOid.get(row.rowargrelid);
    if (owner !== undefined && !fn.returnsSet && fn.returnKind === 'scalar' && !owner.columns.has(fn.name)) {
      owner.computed.set(fn.name, { schema, name: fn.name, type: row.rettype });
    }
    const target = fn.returnRelation;
    if (owner !== undefined && target !== undefined && target.kind !== 'function-result') {
      owner.computedRelationships.set(fn.name, { fn, target, toOne: !fn.returnsSet || row.rows === 1 });
    }
  }
  return catalog;
}

/** The types a function's one unnamed parameter may have for PostgREST to call it with a whole body. */
const BODY_PARAMETER_TYPES = new Set(['bytea', 'json', 'jsonb', 'text', 'xml']);

/**
 * Whether PostgREST's schema cache holds the function (and `/rpc` may call it): not a trigger
 * function, and at most one unnamed parameter, of a type a request body can be. Computed fields and
 * relationships (one unnamed parameter of a row type) are used through their table, not `/rpc`.
 */
function callableThroughRpc(fn: DbFunction, row: FunctionRow): boolean {
  if (row.rettype === 'trigger') return false;
  const unnamed = fn.args.filter((arg) => arg.name === '');
  const [only] = unnamed;
  return unnamed.length === 0 || (unnamed.length === 1 && only !== undefined && BODY_PARAMETER_TYPES.has(only.type));
}

function describeFunction(
  schema: string,
  row: FunctionRow,
  columnsByRel: Map<number, Map<string, CatalogColumn>>,
  relations: Map<string, Relation>,
): DbFunction | undefined {
  const modes = row.argmodes ?? row.argtypes.map(() => 'i');
  const inputs: FunctionArgument[] = [];
  const outputs = new Map<string, CatalogColumn>();
  row.argtypes.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    const name = row.argnames?.[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type, hasDefault: false });
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.set(name, { name, type });
  });
  // pronargdefaults counts the trailing input arguments that have defaults.
  inputs.forEach((arg, i) => {
    arg.hasDefault = i >= inputs.length - row.ndefaults;
  });
  const settings = (row.settings ?? []).map((setting): [string, string] => {
    const at = setting.indexOf('=');
    return [setting.slice(0, at), setting.slice(at + 1)];
  });
  const base = { schema, name: row.name, args: inputs, returnsSet: row.retset, settings };
  if (row.rettype === 'void') return { ...base, returnKind: 'void', returnRelation: undefined };
  if (outputs.size > 0) {
    return { ...base, returnKind: 'row', returnRelation: resultRelation(schema, row.name, outputs) };
  }
  if (row.typtype === 'c' && row.typrelid !== 0) {
    // A table's row type embeds like the table itself; a standalone composite type has no relationships.
    const tableName = row.typrelname ?? undefined;
    const table = tableName === undefined ? undefined : relations.get(tableName);
    if (table !== undefined) return { ...base, returnKind: 'row', returnRelation: table };
    const columns = columnsByRel.get(row.typrelid);
    if (columns === undefined) return undefined;
    return { ...base, returnKind: 'row', returnRelation: resultRelation(schema, row.name, columns) };
  }
  // A bare `record` without OUT columns cannot be selected from without a column list.
  if (row.rettype === 'record') return undefined;
  return { ...base, returnKind: 'scalar', returnRelation: undefined };
}

function resultRelation(schema: string, name: string, columns: Map<string, CatalogColumn>): Relation {
  return { schema, name, kind: 'function-result', columns, primaryKey: [], uniqueKeys: [], computed: new Map(), computedRelationships: new Map() };
}

/** How often an unknown name may trigger a reload, so random names cannot hammer pg_catalog. */
const MIN_RELOAD_INTERVAL_MS = 250;

/** Keeps one catalog per schema and reloads it when a request names something it does not know. */
export class CatalogCache {
  private readonly entries = new Map<string, { catalog: Promise<SchemaCatalog>; loadedAt: number }>();
  private readonly pending = new Map<string, Promise<SchemaCatalog>>();

  constructor(private readonly pool: Pool) {}

  get(schema: string): Promise<SchemaCatalog> {
    const entry = this.entries.get(schema);
    if (entry !== undefined) return entry.catalog;
    return this.reload(schema);
  }

  /** Loads the catalog now (also the answer to NOTIFY pgrst, 'reload schema'). */
  reload(schema: string): Promise<SchemaCatalog> {
    const catalog = loadCatalog(this.pool, schema);
    const next = { catalog, loadedAt: Date.now() };
    this.entries.set(schema, next);
    catalog.catch(() => {
      if (this.entries.get(schema) === next) this.entries.delete(schema);
    });
    return catalog;
  }

  /**
   * Reloads after a request named something unknown: concurrent callers share one reload, and
   * reloads are at least MIN_RELOAD_INTERVAL_MS apart so random names cannot hammer pg_catalog.
   */
  refreshSoon(schema: string): Promise<SchemaCatalog> {
    const pending = this.pending.get(schema);
    if (pending !== undefined) return pending;
    const entry = this.entries.get(schema);
    const wait = entry === undefined ? 0 : Math.max(0, entry.loadedAt + MIN_RELOAD_INTERVAL_MS - Date.now());
    const run = (async () => {
      try {
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        return await this.reload(schema);
      } finally {
        this.pending.delete(schema);
      }
    })();
    this.pending.set(schema, run);
    return run;
  }

  /** The catalog, reloaded once if `isKnown` says the request names something missing from it. */
  async resolve(schema: string, isKnown: (catalog: SchemaCatalog) => boolean): Promise<SchemaCatalog> {
    const catalog = await this.get(schema);
    if (isKnown(catalog)) return catalog;
    return this.refreshSoon(schema);
  }

  invalidateAll(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<Pool, CatalogCache>();

export function catalogCacheFor(pool: Pool): CatalogCache {
  let cache = caches.get(pool);
  if (cache === undefined) caches.set(pool, (cache = new CatalogCache(pool)));
  return cache;
}
