// Keys of views, as PostgREST infers them from their base tables: a view whose columns are plain
// references to a table's foreign key columns (or to the key they reference) takes part in that
// foreign key, so a view embeds and is embedded like its base tables; a view showing every column
// of a base table's primary key has that key as its own (for Location, upserts and junctions).
// Views over views are followed down to their tables; the base tables may live in a schema that
// is not exposed.
import type { Pool } from 'pg';
import { viewColumns } from './view-columns.ts';
import type { ViewColumn } from './view-columns.ts';
import type { ForeignKey, Relation } from './catalog.ts';

const VIEWS_SQL = `
  select c.oid::int8::float8 as relid, c.relname as name, r.ev_action::text as action
  from pg_catalog.pg_class c join pg_catalog.pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
  where c.relkind in ('v', 'm')`;

const FOREIGN_KEYS_SQL = `
  select con.conname as name, con.conrelid::int8::float8 as relid, con.conkey::int[] as attnums,
    con.confrelid::int8::float8 as refrelid, con.confkey::int[] as refattnums
  from pg_catalog.pg_constraint con
  where con.contype = 'f' and (con.conrelid = any($1::oid[]) or con.confrelid = any($1::oid[]))`;

const PRIMARY_KEYS_SQL = `
  select con.conrelid::int8::float8 as relid, con.conkey::int[] as attnums
  from pg_catalog.pg_constraint con where con.contype = 'p' and con.conrelid = any($1::oid[])`;

const ATTRIBUTES_SQL = `
  select a.attrelid::int8::float8 as relid, a.attnum::int as attnum, a.attname as name
  from pg_catalog.pg_attribute a where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped`;

interface ForeignKeyRow {
  name: string;
  relid: number;
  attnums: number[];
  refrelid: number;
  refattnums: number[];
}

/** One exposed relation that shows a base table's columns: the table itself or a view over it. */
interface Endpoint {
  name: string;
  /** Base table attnum -> this relation's column name. */
  columns: Map<number, string>;
  isBase: boolean;
}

const MAX_VIEW_DEPTH = 16;

export interface ViewKeys {
  /** The foreign keys views take part in (never those between two exposed tables, which the catalog already has). */
  foreignKeys: ForeignKey[];
  /** View oid -> its inferred primary key columns, for views that show a base table's whole primary key. */
  primaryKeys: Map<number, string[]>;
}

/**
 * The primary key of each view: the view's columns for the primary key of each base table it shows
 * whole (the first view column where one is shown twice), in the order the view shows the tables.
 */
async function inferPrimaryKeys(pool: Pool, baseRelids: number[], basesOfView: Map<number, Array<{ baseRelid: number; columns: Map<number, string> }>>): Promise<Map<number, string[]>> {
  const { rows } = await pool.query<{ relid: number; attnums: number[] }>(PRIMARY_KEYS_SQL, [baseRelids]);
  const keyOf = new Map(rows.map((row) => [row.relid, row.attnums]));
  const found = new Map<number, string[]>();
  for (const [viewRelid, bases] of basesOfView) {
    const key: string[] = [];
    for (const { baseRelid, columns } of bases) {
      const shown = (keyOf.get(baseRelid) ?? []).map((attnum) => columns.get(attnum));
      if (shown.length > 0 && shown.every((column): column is string => column !== undefined)) key.push(...shown);
    }
    if (key.length > 0) found.set(viewRelid, key);
  }
  return found;
}

/** The keys views of `schema` take part in; `exposed` holds the schema's relations by oid. */
export async function readViewKeys(pool: Pool, schema: string, exposed: Map<number, Relation>): Promise<ViewKeys> {
  const views = new Map<number, { name: string; columns: ViewColumn[] }>();
  const rows = await pool.query<{ relid: number; name: string; action: string }>(`${VIEWS_SQL} and c.relnamespace = (select oid from pg_catalog.pg_namespace where nspname = $1)`, [schema]);
  for (const row of rows.rows) views.set(row.relid, { name: row.name, columns: viewColumns(row.action) });
  if (views.size === 0) return { foreignKeys: [], primaryKeys: new Map() };

  // Follow each column of each exposed view down to a table column.
  const baseOf = (relid: number, attnum: number, depth: number): { relid: number; attnum: number } | undefined => {
    const view = views.get(relid);
    if (view === undefined) return { relid, attnum };
    const origin = view.columns[attnum - 1]?.origin;
    if (origin === undefined || depth > MAX_VIEW_DEPTH) return undefined;
    return baseOf(origin.relid, origin.attnum, depth + 1);
  };
  const endpoints = new Map<number, Endpoint[]>();
  const basesOfView = new Map<number, Array<{ baseRelid: number; columns: Map<number, string> }>>();
  const endpointsOf = (relid: number): Endpoint[] => {
    let list = endpoints.get(relid);
    if (list === undefined) endpoints.set(relid, (list = []));
    return list;
  };
  for (const [relid, view] of views) {
    if (!exposed.has(relid)) continue;
    const byBase = new Map<number, Map<number, string>>();
    view.columns.forEach((column, i) => {
      const base = baseOf(relid, i + 1, 0);
      if (base === undefined || views.has(base.relid)) return;
      let columns = byBase.get(base.relid);
      if (columns === undefined) byBase.set(base.relid, (columns = new Map()));
      if (!columns.has(base.attnum)) columns.set(base.attnum, column.name);
    });
    for (const [baseRelid, columns] of byBase) endpointsOf(baseRelid).push({ name: view.name, columns, isBase: false });
    basesOfView.set(relid, [...byBase].map(([baseRelid, columns]) => ({ baseRelid, columns })));
  }
  if (endpoints.size === 0) return { foreignKeys: [], primaryKeys: new Map() };

  const baseRelids = [...endpoints.keys()];
  const primaryKeys = await inferPrimaryKeys(pool, baseRelids, basesOfView);
  const keys = (await pool.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [baseRelids])).rows;
  const tables = [...new Set(keys.flatMap((key) => [key.relid, key.refrelid]))].filter((relid) => exposed.get(relid)?.kind === 'table');
  const names = new Map<number, Map<number, string>>();
  for (const row of (await pool.query<{ relid: number; attnum: number; name: string }>(ATTRIBUTES_SQL, [tables])).rows) {
    let columns = names.get(row.relid);
    if (columns === undefined) names.set(row.relid, (columns = new Map()));
    columns.set(row.attnum, row.name);
  }
  const withBase = (relid: number): Endpoint[] => {
    const table = exposed.get(relid);
    const overViews = endpoints.get(relid) ?? [];
    return table?.kind === 'table' ? [{ name: table.name, columns: names.get(relid) ?? new Map(), isBase: true }, ...overViews] : overViews;
  };
  const mapped = (endpoint: Endpoint, attnums: number[]): string[] | undefined => {
    const columns = attnums.map((attnum) => endpoint.columns.get(attnum));
    return columns.every((column): column is string => column !== undefined) ? columns : undefined;
  };
  const found: ForeignKey[] = [];
  for (const key of keys) {
    for (const from of withBase(key.relid)) {
      const columns = mapped(from, key.attnums);
      if (columns === undefined) continue;
      for (const to of withBase(key.refrelid)) {
        if (from.isBase && to.isBase) continue;
        const refColumns = mapped(to, key.refattnums);
        if (refColumns !== undefined) found.push({ name: key.name, table: from.name, columns, refTable: to.name, refColumns });
      }
    }
  }
  return { foreignKeys: found, primaryKeys };
}
