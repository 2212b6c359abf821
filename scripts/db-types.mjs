// `pnpm db:types`: the TypeScript `Database` type of the database's `public` schema, in the shape
// `supabase gen types typescript` writes, so `createClient<Database>` types `.from()` and `.rpc()`.
// Run as a script it starts a throw-away backend (embedded Postgres with supabase/migrations and
// supabase/schemas applied, as the integration tests do) and writes OUTPUT_FILE; imported,
// `generateDatabaseTypes(query)` renders the text for any such database (the drift test in
// supabase/tests compares it to the file).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT_FILE = path.join(REPO_ROOT, 'packages', 'session', 'src', 'database', 'database.types.ts');

const TABLES_SQL = `
  select c.oid::int as oid, c.relname as name, c.relkind::text as kind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and not c.relispartition
  order by c.relname`;

// Domains resolve to their base type; arrays carry their element type.
const COLUMNS_SQL = `
  select a.attrelid::int as table_oid, a.attname as name, a.attnotnull as not_null,
         (a.atthasdef or a.attidentity <> '') as has_default, a.attgenerated <> '' as generated,
         coalesce(elem_base.typname, elem.typname, base.typname, t.typname) as type_name,
         coalesce(elem_base.typtype, elem.typtype, base.typtype, t.typtype)::text as type_kind,
         (t.typcategory = 'A' or base.typcategory = 'A') as is_array
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  left join pg_type base on t.typtype = 'd' and base.oid = t.typbasetype
  left join pg_type elem on elem.oid = nullif(coalesce(base.typelem, t.typelem), 0) and (t.typcategory = 'A' or base.typcategory = 'A')
  left join pg_type elem_base on elem.typtype = 'd' and elem_base.oid = elem.typbasetype
  where n.nspname = $1 and a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm')
  order by a.attname`;

// isOneToOne: the referencing columns are themselves unique (a primary key or unique constraint).
const RELATIONSHIPS_SQL = `
  select con.conname as name, src.relname as table_name, dst.relname as referenced_relation,
         array(select att.attname::text from unnest(con.conkey) with ordinality k(num, pos)
               join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.num order by k.pos) as columns,
         array(select att.attname::text from unnest(con.confkey) with ordinality k(num, pos)
               join pg_attribute att on att.attrelid = con.confrelid and att.attnum = k.num order by k.pos) as referenced_columns,
         exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                 and u.conkey::int2[] @> con.conkey::int2[] and u.conkey::int2[] <@ con.conkey::int2[]) as one_to_one
  from pg_constraint con
  join pg_class src on src.oid = con.conrelid join pg_namespace sn on sn.oid = src.relnamespace
  join pg_class dst on dst.oid = con.confrelid join pg_namespace dn on dn.oid = dst.relnamespace
  where con.contype = 'f' and sn.nspname = $1 and dn.nspname = $1
  order by src.relname, con.conname`;

// Standalone composite types (create type ... as (...)), attributes in their declared order, which is
// the order of the keys of the JSON object the Data API answers for one.
const COMPOSITE_ATTRIBUTES_SQL = `
  select c.relname as type_name, a.attname as name,
         coalesce(elem_base.typname, elem.typname, base.typname, t.typname) as attr_type,
         coalesce(elem_base.typtype, elem.typtype, base.typtype, t.typtype)::text as attr_kind,
         (t.typcategory = 'A' or base.typcategory = 'A') as is_array
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_type t on t.oid = a.atttypid
  left join pg_type base on t.typtype = 'd' and base.oid = t.typbasetype
  left join pg_type elem on elem.oid = nullif(coalesce(base.typelem, t.typelem), 0) and (t.typcategory = 'A' or base.typcategory = 'A')
  left join pg_type elem_base on elem.typtype = 'd' and elem_base.oid = elem.typbasetype
  where n.nspname = $1 and c.relkind = 'c'
  order by c.relname, a.attnum`;

const ENUMS_SQL = `
  select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
  from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
  where n.nspname = $1 group by t.typname order by t.typname`;

// Input arguments only (modes in, inout, variadic); the last pronargdefaults of them are optional.
// A `returns table (...)` function is a set of records whose columns are its out arguments.
const FUNCTIONS_SQL = `
  select p.proname as name, p.proretset as returns_set, rt.typname as return_type, rt.typtype::text as return_kind,
         rt.typrelid::int as return_relation, p.pronargdefaults as defaults,
         coalesce(p.proargnames, array[]::text[]) as arg_names,
         coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs])) as arg_modes,
         array(select t.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, pos)
               join pg_type t on t.oid = a.oid order by a.pos) as arg_types,
         array(select t.typtype::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, pos)
               join pg_type t on t.oid = a.oid order by a.pos) as arg_kinds
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
  where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
  order by p.proname, pg_get_function_identity_arguments(p.oid)`;

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set(['text', 'varchar', 'bpchar', 'char', 'name', 'citext', 'uuid', 'date', 'time', 'timetz', 'timestamp', 'timestamptz', 'interval', 'bytea', 'inet', 'cidr', 'macaddr', 'tsvector', 'money']);

/**
 * The TypeScript type of a Postgres type name (without array or null). `rowTypes` names the row
 * types of the schema (composite types, tables, views) by the type's name, as references.
 */
function scalarType(typeName, typeKind, direction, rowTypes) {
  if (typeKind === 'e') return `Database["public"]["Enums"][${JSON.stringify(typeName)}]`;
  if (typeKind === 'c' || typeKind === '') {
    const reference = rowTypes.get(typeName);
    if (reference !== undefined) return reference;
  }
  if (typeName === 'bool') return 'boolean';
  // Our Data API (json_agg, like PostgREST) answers numeric as a JSON number; writes also take the
  // exact decimal string, which is how money should be sent.
  if (typeName === 'numeric' && direction === 'input') return 'number | string';
  if (NUMBER_TYPES.has(typeName)) return 'number';
  if (STRING_TYPES.has(typeName)) return 'string';
  if (typeName === 'json' || typeName === 'jsonb') return 'Json';
  if (typeName === 'void') return 'undefined';
  if (typeName === 'record') return 'Json';
  return 'unknown';
}

/** Postgres names an array type after its element with a leading underscore. */
function arrayTypeName(name) {
  return name.startsWith('_') ? name.slice(1) : null;
}

/** `T[]`, with parentheses only when T is a union (an object type's inner unions need none). */
function arrayOf(type) {
  return type.includes(' | ') && !type.startsWith('{') ? `(${type})[]` : `${type}[]`;
}

function columnType(column, direction, rowTypes) {
  const scalar = scalarType(column.type_name, column.type_kind, direction, rowTypes);
  return column.is_array ? arrayOf(scalar) : scalar;
}

function key(name) {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

function indent(text, depth) {
  const pad = '  '.repeat(depth);
  return text
    .split('\n')
    .map((line) => (line === '' ? line : pad + line))
    .join('\n');
}

function objectType(fields) {
  return fields.length === 0 ? '{\n  [_ in never]: never\n}' : `{\n${fields.map((field) => `  ${field}`).join('\n')}\n}`;
}

function renderRelationships(relationships) {
  if (relationships.length === 0) return '[]';
  const items = relationships.map((rel) =>
    [
      '{',
      `  foreignKeyName: ${JSON.stringify(rel.name)}`,
      `  columns: ${JSON.stringify(rel.columns)}`,
      `  isOneToOne: ${rel.one_to_one}`,
      `  referencedRelation: ${JSON.stringify(rel.referenced_relation)}`,
      `  referencedColumns: ${JSON.stringify(rel.referenced_columns)}`,
      '},',
    ].join('\n'),
  );
  return `[\n${indent(items.join('\n'), 1)}\n]`;
}

function renderTable(table, columns, relationships, rowTypes) {
  const row = columns.map((c) => `${key(c.name)}: ${columnType(c, 'output', rowTypes)}${c.not_null ? '' : ' | null'}`);
  const parts = [`Row: ${objectType(row)}`];
  if (table.kind === 'r' || table.kind === 'p') {
    // Generated columns cannot be written; a default, identity or null makes a column optional.
    const insert = columns.map((c) =>
      c.generated
        ? `${key(c.name)}?: never`
        : `${key(c.name)}${c.not_null && !c.has_default ? '' : '?'}: ${columnType(c, 'input', rowTypes)}${c.not_null ? '' : ' | null'}`,
    );
    const update = columns.map((c) => (c.generated ? `${key(c.name)}?: never` : `${key(c.name)}?: ${columnType(c, 'input', rowTypes)}${c.not_null ? '' : ' | null'}`));
    parts.push(`Insert: ${objectType(insert)}`, `Update: ${objectType(update)}`);
  }
  parts.push(`Relationships: ${renderRelationships(relationships)}`);
  return `${key(table.name)}: {\n${indent(parts.join('\n'), 1)}\n}`;
}

/** A composite type's attributes, each nullable (Postgres cannot declare them not null), in declared order. */
function renderCompositeType(name, attributes, rowTypes) {
  const fields = attributes.map((a) => {
    const scalar = scalarType(a.attr_type, a.attr_kind, 'output', rowTypes);
    return `${key(a.name)}: ${a.is_array ? arrayOf(scalar) : scalar} | null`;
  });
  return `${key(name)}: ${objectType(fields)}`;
}

/** A function's arguments (any mode) with their names, types and type kinds. */
function functionArguments(fn) {
  return fn.arg_modes.map((mode, i) => ({ mode, name: fn.arg_names[i] ?? '', type: fn.arg_types[i] ?? 'unknown', kind: fn.arg_kinds[i] ?? '' }));
}

function renderFunctionReturn(fn, tablesByOid, rowTypes) {
  const outputs = functionArguments(fn).filter((arg) => arg.mode === 't' || arg.mode === 'o' || arg.mode === 'b');
  let single;
  // Out and table columns make each result an object, as the Data API answers it, also when there
  // is one column (Postgres then records the column's type as the function's result type).
  if (outputs.length > 0) {
    single = objectType(outputs.map((arg) => `${key(arg.name)}: ${argType(arg, 'output', rowTypes)} | null`));
  } else if (fn.return_kind === 'c' && tablesByOid.has(fn.return_relation)) {
    single = `Database["public"]["Tables"][${JSON.stringify(tablesByOid.get(fn.return_relation))}]["Row"]`;
  } else {
    // A composite type is referenced by name from CompositeTypes, as the Supabase CLI writes it.
    single = argType({ type: fn.return_type, kind: fn.return_kind }, 'output', rowTypes);
  }
  return fn.returns_set ? arrayOf(single) : single;
}

function argType(arg, direction, rowTypes) {
  const element = arrayTypeName(arg.type);
  // An array argument's own kind is 'b'; its element is looked up by name among the row types only.
  return element ? arrayOf(scalarType(element, '', direction, rowTypes)) : scalarType(arg.type, arg.kind, direction, rowTypes);
}

function renderFunction(fn, tablesByOid, rowTypes) {
  const inputs = functionArguments(fn).filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  const firstOptional = inputs.length - fn.defaults;
  const args = inputs.map((arg, i) => `${key(arg.name)}${i >= firstOptional ? '?' : ''}: ${argType(arg, 'input', rowTypes)}`);
  const returns = renderFunctionReturn(fn, tablesByOid, rowTypes);
  return `{\n  Args: ${args.length === 0 ? 'never' : indent(objectType(args), 1).trimStart()}\n  Returns: ${indent(returns, 1).trimStart()}\n}`;
}

const HEADER = `// Generated by \`pnpm db:types\` (scripts/db-types.mjs) from supabase/migrations and supabase/schemas: do not edit.
// A change to the public schema's tables or functions needs a regeneration; a test fails until it is done.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]
`;

const HELPERS = `
type PublicSchema = Database["public"]

export type Tables<T extends keyof (PublicSchema["Tables"] & PublicSchema["Views"])> =
  (PublicSchema["Tables"] & PublicSchema["Views"])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"]

export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"]

export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]

export type FunctionArgs<T extends keyof PublicSchema["Functions"]> = PublicSchema["Functions"][T]["Args"]

export type FunctionReturns<T extends keyof PublicSchema["Functions"]> = PublicSchema["Functions"][T]["Returns"]

export type CompositeTypes<T extends keyof PublicSchema["CompositeTypes"]> = PublicSchema["CompositeTypes"][T]
`;

/**
 * Reads the catalogue through `query(sql, params) => rows` and returns the file's text. `schema`
 * is the one introspected (its types are still written as Database["public"]): tests use their own.
 */
export async function generateDatabaseTypes(query, { schema = 'public' } = {}) {
  const [tables, columns, relationships, enums, functions, compositeAttributes] = await Promise.all([
    query(TABLES_SQL, [schema]),
    query(COLUMNS_SQL, [schema]),
    query(RELATIONSHIPS_SQL, [schema]),
    query(ENUMS_SQL, [schema]),
    query(FUNCTIONS_SQL, [schema]),
    query(COMPOSITE_ATTRIBUTES_SQL, [schema]),
  ]);
  const tablesByOid = new Map(tables.map((table) => [table.oid, table.name]));
  const composites = new Map();
  for (const attribute of compositeAttributes) composites.set(attribute.type_name, [...(composites.get(attribute.type_name) ?? []), attribute]);
  // A value of a row type is referenced by name: a composite type from CompositeTypes, a table's or
  // view's row from its Row.
  const rowTypes = new Map([
    ...tables.map((table) => [table.name, `Database["public"][${table.kind === 'v' || table.kind === 'm' ? '"Views"' : '"Tables"'}][${JSON.stringify(table.name)}]["Row"]`]),
    ...[...composites.keys()].map((name) => [name, `Database["public"]["CompositeTypes"][${JSON.stringify(name)}]`]),
  ]);
  const render = (kinds) =>
    tables
      .filter((table) => kinds.includes(table.kind))
      .map((table) =>
        renderTable(
          table,
          columns.filter((column) => column.table_oid === table.oid),
          relationships.filter((rel) => rel.table_name === table.name),
          rowTypes,
        ),
      );
  const byName = new Map();
  for (const fn of functions) byName.set(fn.name, [...(byName.get(fn.name) ?? []), renderFunction(fn, tablesByOid, rowTypes)]);
  // Overloads become a union, as the Supabase CLI writes them.
  const functionEntries = [...byName].map(([name, variants]) => `${key(name)}: ${variants.length === 1 ? variants[0] : `\n  | ${variants.map((v) => indent(v, 2).trimStart()).join('\n  | ')}`}`);
  const enumEntries = enums.map((e) => `${key(e.name)}: ${e.labels.map((label) => JSON.stringify(label)).join(' | ')}`);
  const section = (entries) => (entries.length === 0 ? '{\n  [_ in never]: never\n}' : `{\n${indent(entries.join('\n'), 1)}\n}`);
  const body = [
    `Tables: ${section(render(['r', 'p']))}`,
    `Views: ${section(render(['v', 'm']))}`,
    `Functions: ${section(functionEntries)}`,
    `Enums: ${section(enumEntries)}`,
    `CompositeTypes: ${section([...composites].map(([name, attributes]) => renderCompositeType(name, attributes, rowTypes)))}`,
  ].join('\n');
  const constants = `export const Constants = {\n  public: {\n    Enums: {${enums.map((e) => `\n      ${key(e.name)}: ${JSON.stringify(e.labels)},`).join('')}${enums.length ? '\n    ' : ''}},\n  },\n} as const\n`;
  return `${HEADER}
export type Database = {
  // Lets createClient<Database> pick the PostgREST dialect our Data API speaks.
  __InternalSupabase: {
    PostgrestVersion: "13"
  }
  public: {
${indent(body, 2)}
  }
}
${HELPERS}
${constants}`;
}

/** Starts a throw-away backend the way the integration tests do, and hands over its owner SQL. */
async function withMigratedDatabase(work) {
  // The backend is TypeScript run through its own tsx, as scripts/lib/backend.mjs runs it.
  const backendRequire = createRequire(path.join(REPO_ROOT, 'packages', 'backend', 'package.json'));
  const tsxDir = path.dirname(backendRequire.resolve('tsx/package.json'));
  const { register } = await import(pathToFileURL(path.join(tsxDir, 'dist', 'esm', 'api', 'index.mjs')).href);
  register();
  const { startTestBackend } = await import(pathToFileURL(path.join(REPO_ROOT, 'packages', 'backend', 'test', 'start-test-backend.ts')).href);
  const backend = await startTestBackend();
  try {
    return await work((sql, params) => backend.admin.query(sql, params));
  } finally {
    await backend.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await withMigratedDatabase((query) => generateDatabaseTypes(query));
  writeFileSync(OUTPUT_FILE, text);
  console.log(`Wrote ${path.relative(REPO_ROOT, OUTPUT_FILE)} (${text.split('\n').length} lines)`);
  process.exit(0);
}
