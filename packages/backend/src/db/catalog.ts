// The one reader of table structure from pg_catalog, for every API: relations with their columns
// (declared type and type name), keys, foreign keys and triggers. The Data API's schema cache
// (rest/catalog.ts) reads a whole schema through it, the change feed (realtime/catalog.ts) one table.
import type { Pool } from 'pg';

export interface RelationColumnRow {
  name: string;
  /** `format_type`: `numeric(14,2)`, `text[]`, `timestamp with time zone` (what PostgREST shows). */
  type: string;
  /** The type's own name: `int4`, `_text`, `timestamptz` (what realtime-js expects). */
  udt: string;
}

export interface RelationConstraintRow {
  name: string;
  /** p (primary key), u (unique) or f (foreign key). */
  kind: 'p' | 'u' | 'f';
  columns: string[];
  refrelid: number | null;
  refcolumns: string[] | null;
}

export interface RelationRow {
  relid: number;
  schema: string;
  name: string;
  /** pg_class.relkind: r, p (tables), v, m (views), f (foreign table), c (composite type). */
  relkind: string;
  columns: RelationColumnRow[];
  constraints: RelationConstraintRow[];
  /** Names of the relation's user triggers. */
  triggers: string[];
}

/**
 * Which relations to read: a schema's (with every standalone composite type, which functions may
 * return), one relation by oid, or one by schema and name.
 */
export type RelationScope = { schema: string } | { schema: string; name: string } | { relid: number };

const RELATIONS_SQL = `
  select c.oid::int8::float8 as relid, n.nspname as schema, c.relname as name, c.relkind::text as relkind,
    coalesce((select json_agg(json_build_object('name', a.attname, 'type', pg_catalog.format_type(a.atttypid, a.atttypmod), 'udt', t.typname) order by a.attnum)
                from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
               where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
    coalesce((select json_agg(json_build_object(
                'name', con.conname, 'kind', con.contype,
                'columns', array(select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
                                 join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i),
                'refrelid', nullif(con.confrelid, 0)::int8::float8,
                'refcolumns', case when con.contype = 'f' then
                  array(select a.attname from unnest(con.confkey) with ordinality k(attnum, i)
                        join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i) end)
              order by con.conname)
                from pg_catalog.pg_constraint con where con.conrelid = c.oid and con.contype in ('p', 'u', 'f')), '[]') as constraints,
    array(select g.tgname::text from pg_catalog.pg_trigger g where g.tgrelid = c.oid and not g.tgisinternal order by g.tgname) as triggers
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'v', 'm', 'p', 'f', 'c')`;

export async function readRelations(pool: Pool, scope: RelationScope): Promise<RelationRow[]> {
  if ('relid' in scope) {
    return (await pool.query<RelationRow>(`${RELATIONS_SQL} and c.oid = $1`, [scope.relid])).rows;
  }
  if ('name' in scope) {
    return (await pool.query<RelationRow>(`${RELATIONS_SQL} and c.relkind <> 'c' and n.nspname = $1 and c.relname = $2`, [scope.schema, scope.name])).rows;
  }
  return (await pool.query<RelationRow>(`${RELATIONS_SQL} and ((c.relkind <> 'c' and n.nspname = $1) or c.relkind = 'c')`, [scope.schema])).rows;
}

/** The primary key's columns, in key order (empty when there is none). */
export function primaryKeyOf(row: RelationRow): string[] {
  return row.constraints.find((constraint) => constraint.kind === 'p')?.columns ?? [];
}
