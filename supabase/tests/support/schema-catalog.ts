// The schema of a database as text, one line per object, that does not depend on oids or on the
// order objects were made in: columns, constraints, indexes, routines (with their whole definition),
// triggers, policies, Row Level Security, privileges, comments and the reference data. Two databases
// with the same lines have the same schema.
import type { QueryResultRow } from 'pg';

const SCHEMAS = `('public', 'private', 'billing', 'auth', 'storage', 'extensions')`;

/** The privileges of an object, sorted, with the server's default spelled out (so NULL and its equal compare equal). */
const acl = (column: string, kind: string, owner: string): string =>
  `array_to_string(array(select x::text from unnest(coalesce(${column}, acldefault(${kind}, ${owner}))) x order by 1), ',')`;

export const SCHEMA_CATALOG = `
  select 'column ' || n.nspname || '.' || c.relname || ' #' || a.attnum || ' ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
         || ' notnull=' || a.attnotnull || ' default=' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ' identity=' || a.attidentity::text
         || ' generated=' || a.attgenerated::text || ' acl=' || coalesce(array_to_string(array(select x::text from unnest(a.attacl) x order by 1), ','), '')
         || ' comment=' || coalesce(col_description(c.oid, a.attnum), '') as item
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where n.nspname in ${SCHEMAS} and c.relkind in ('r', 'v', 'm', 'p') and a.attnum > 0 and not a.attisdropped
  union all
  select 'relation ' || n.nspname || '.' || c.relname || ' kind=' || c.relkind::text || ' rls=' || c.relrowsecurity || ' force=' || c.relforcerowsecurity
         || ' acl=' || ${acl('c.relacl', `case when c.relkind = 'S' then 's' else 'r' end::"char"`, 'c.relowner')}
         || ' comment=' || coalesce(obj_description(c.oid, 'pg_class'), '')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ${SCHEMAS} and c.relkind in ('r', 'v', 'm', 'p', 'S')
  union all
  select 'constraint ' || n.nspname || '.' || c.relname || '.' || k.conname || ' ' || pg_get_constraintdef(k.oid) || ' deferrable=' || k.condeferrable || ' deferred=' || k.condeferred
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname in ${SCHEMAS}
  union all
  select 'index ' || schemaname || '.' || indexname || ' ' || indexdef from pg_indexes where schemaname in ${SCHEMAS}
  union all
  select 'routine ' || n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') ' || md5(pg_get_functiondef(p.oid))
         || ' acl=' || ${acl('p.proacl', `'f'`, 'p.proowner')} || ' comment=' || coalesce(obj_description(p.oid, 'pg_proc'), '')
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname in ${SCHEMAS} and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  union all
  select 'trigger ' || n.nspname || '.' || c.relname || '.' || t.tgname || ' ' || pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
   -- The backend installs its realtime capture trigger itself while it starts.
   where not t.tgisinternal and n.nspname in ${SCHEMAS} and t.tgname <> 'mb_realtime_capture'
  union all
  select 'policy ' || schemaname || '.' || tablename || '.' || policyname || ' ' || permissive || ' ' || cmd || ' ' || array_to_string(roles, ',') || ' '
         || coalesce(qual, '') || ' | ' || coalesce(with_check, '')
    from pg_policies where schemaname in ${SCHEMAS}
  union all
  select 'schema ' || nspname || ' ' || ${acl('nspacl', `'n'`, 'nspowner')} from pg_namespace where nspname in ${SCHEMAS}
  union all
  select 'role setting ' || r.rolname || ' ' || array_to_string(s.setconfig, ',') from pg_db_role_setting s join pg_roles r on r.oid = s.setrole where s.setdatabase = 0
  union all
  select 'extension ' || extname from pg_extension
  union all
  select 'bucket ' || row_to_json(b)::text from (select id, name, public, file_size_limit, allowed_mime_types from storage.buckets) b
  union all
  select 'reference ' || x::text from private.entry_source_types x
  union all
  select 'reference ' || x::text from private.form_990_lines x
  union all
  select 'reference ' || x::text from (select id, title, description, format, active, position from public.store_products) x
  union all
  select 'reference ' || x::text from (select id, product_id, title, price_cents, sale_price_cents, manage_inventory, inventory_quantity, active, position from public.store_product_variants) x
  order by 1`;

export async function schemaCatalog(query: <R extends QueryResultRow>(sql: string) => Promise<R[]>): Promise<string[]> {
  const rows = await query<{ item: string }>(SCHEMA_CATALOG);
  return rows.map((row) => row.item);
}

/** What one catalog has that the other lacks, both ways: `{ only: [], missing: [] }` when the schemas are the same. */
export function schemaDifference(actual: readonly string[], expected: readonly string[]): { only: string[]; missing: string[] } {
  const have = new Set(actual);
  const want = new Set(expected);
  return { only: actual.filter((item) => !want.has(item)), missing: expected.filter((item) => !have.has(item)) };
}
