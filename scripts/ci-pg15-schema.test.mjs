// Every migration applies to PostgreSQL 15 and yields the same schema as on the embedded
// PostgreSQL 18: tables and columns, constraints, indexes, functions (signature, body, security,
// volatility), triggers, Row Level Security policies and grants, compared object by object. Run by
// scripts/ci-pg15.mjs (`pnpm test:pg15`), with the data-model suites, against both servers.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBackend } from '../packages/backend/test/start-test-backend.ts';

const SCHEMAS = `('public', 'private', 'auth', 'storage', 'extensions')`;

// One row per object, as text that does not depend on the server's version or on oids.
const CATALOG = `
  select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') || ' ' || coalesce(generation_expression, '') as item
  from information_schema.columns where table_schema in ${SCHEMAS}
  union all
  select 'constraint ' || n.nspname || '.' || c.relname || '.' || k.conname || ' ' || pg_get_constraintdef(k.oid)
  from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
  -- PostgreSQL 18 also lists NOT NULL as constraints (contype 'n'); the columns' is_nullable says the same on both.
  where n.nspname in ${SCHEMAS} and k.contype <> 'n'
  union all
  select 'index ' || schemaname || '.' || indexname || ' ' || indexdef from pg_indexes where schemaname in ${SCHEMAS}
  union all
  select 'function ' || n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') ' || pg_get_function_result(p.oid)
         || ' definer=' || p.prosecdef || ' volatile=' || p.provolatile::text || ' config=' || coalesce(array_to_string(p.proconfig, ','), '') || ' body=' || md5(p.prosrc)
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  -- Extension members (pgcrypto's functions) follow the server's version of the extension, not the migrations.
  where n.nspname in ${SCHEMAS} and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  union all
  select 'trigger ' || c.relname || '.' || t.tgname || ' ' || pg_get_triggerdef(t.oid)
  from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
  -- mb_realtime_capture is installed by the local backend's realtime server while it starts, not by the migrations.
  where not t.tgisinternal and n.nspname in ${SCHEMAS} and t.tgname <> 'mb_realtime_capture'
  union all
  select 'policy ' || schemaname || '.' || tablename || '.' || policyname || ' ' || cmd || ' ' || array_to_string(roles, ',') || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, '')
  from pg_policies where schemaname in ${SCHEMAS}
  union all
  select 'rls ' || n.nspname || '.' || c.relname || ' ' || c.relrowsecurity
  from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and n.nspname in ${SCHEMAS}
  union all
  select 'grant ' || table_schema || '.' || table_name || ' ' || grantee || ' ' || privilege_type
  from information_schema.role_table_grants where table_schema in ${SCHEMAS} and grantee in ('anon', 'authenticated', 'service_role', 'authenticator')
  union all
  select 'column grant ' || table_schema || '.' || table_name || '.' || column_name || ' ' || grantee || ' ' || privilege_type
  from information_schema.column_privileges where table_schema in ${SCHEMAS} and grantee in ('anon', 'authenticated', 'service_role')
  union all
  select 'routine grant ' || routine_schema || '.' || routine_name || ' ' || grantee
  from information_schema.role_routine_grants where routine_schema in ${SCHEMAS} and grantee in ('anon', 'authenticated', 'service_role')
  order by 1`;

let pg18;
let pg15;

beforeAll(async () => {
  // The run's server is PostgreSQL 15 (scripts/ci-pg15.mjs); a cluster of its own is the embedded 18.
  pg18 = await startTestBackend({}, { ownCluster: true });
  pg15 = await startTestBackend();
});

afterAll(async () => {
  await pg18?.stop();
  await pg15?.stop();
});

async function catalog(backend) {
  const rows = await backend.admin.query(CATALOG);
  return rows.map((row) => row.item);
}

it('runs the suites on PostgreSQL 15 and compares them with the embedded PostgreSQL 18', async () => {
  const [v15] = await pg15.admin.query('select current_setting(\'server_version_num\')::int as v');
  const [v18] = await pg18.admin.query('select current_setting(\'server_version_num\')::int as v');
  expect(Math.floor(v15.v / 10000)).toBe(15);
  expect(Math.floor(v18.v / 10000)).toBe(18);
  const recorded = 'select version from supabase_migrations.schema_migrations order by version';
  const [on15, on18] = await Promise.all([pg15.admin.query(recorded), pg18.admin.query(recorded)]);
  expect(on15.length).toBeGreaterThan(0);
  expect(on15).toEqual(on18);
});

it('applies every migration to PostgreSQL 15 with the same schema as on PostgreSQL 18', async () => {
  const [on15, on18] = await Promise.all([catalog(pg15), catalog(pg18)]);
  const only15 = on15.filter((item) => !on18.includes(item));
  const only18 = on18.filter((item) => !on15.includes(item));
  expect({ only15, only18 }).toEqual({ only15: [], only18: [] });
  expect(on15.length).toBeGreaterThan(500);
});
