// What the change feed needs to know about a table, read from the Postgres catalog (never from a
// client) through the one catalog reader (db/catalog.ts): its oid, columns with their type names,
// primary key; plus the SELECT policies that decide whether a role may read a given row image
// (used for DELETE, whose row is gone).
import type { Pool } from 'pg';
import { primaryKeyOf, readRelations } from '../db/catalog.ts';
import type { RelationRow } from '../db/catalog.ts';

export interface ColumnInfo {
  name: string;
  /** The type's name as realtime-js expects it (`int4`, `uuid`, `timestamptz`, `_text` ...). */
  type: string;
}

export interface TableInfo {
  relid: number;
  schema: string;
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
  /** Whether the change feed's capture trigger is on the table. */
  captured: boolean;
}

const CACHE_MS = 5000;

interface CacheEntry<T> {
  value: T;
  at: number;
}

/** The change feed's capture trigger (realtime/change-capture.sql). */
export const CAPTURE_TRIGGER = 'mb_realtime_capture';

function toTableInfo(row: RelationRow): TableInfo {
  return {
    relid: row.relid,
    schema: row.schema,
    name: row.name,
    columns: row.columns.map((column) => ({ name: column.name, type: column.udt })),
    primaryKey: primaryKeyOf(row),
    captured: row.triggers.includes(CAPTURE_TRIGGER),
  };
}

export class Catalog {
  private readonly byId = new Map<number, CacheEntry<TableInfo | undefined>>();
  private readonly policies = new Map<string, CacheEntry<string>>();

  constructor(private readonly adminPool: Pool) {}

  /** Looks a table up by name; `undefined` when there is no such table. */
  async findTable(schema: string, name: string): Promise<TableInfo | undefined> {
    const [row] = await readRelations(this.adminPool, { schema, name });
    if (!row) return undefined;
    const info = toTableInfo(row);
    this.byId.set(info.relid, { value: info, at: Date.now() });
    return info;
  }

  /** Tables of a schema that can be captured (they have a primary key). */
  async tablesInSchema(schema: string): Promise<number[]> {
    const result = await this.adminPool.query<{ relid: string }>(
      `select c.oid::int8 as relid from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition
          and exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary)`,
      [schema],
    );
    return result.rows.map((row) => Number(row.relid));
  }

  async tableById(relid: number): Promise<TableInfo | undefined> {
    const cached = this.byId.get(relid);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const [row] = await readRelations(this.adminPool, { relid });
    const info = row && row.relkind !== 'c' ? toTableInfo(row) : undefined;
    this.byId.set(relid, { value: info, at: Date.now() });
    return info;
  }

  /**
   * A boolean SQL expression over the table's columns that is true when `role` may SELECT the row:
   * `true` when RLS is off or the role bypasses it, otherwise the applicable permissive SELECT/ALL
   * policies OR-ed, AND-ed with the restrictive ones (Postgres's own rule). The expressions come
   * from `pg_get_expr` on the policies the schema defines, never from a client.
   */
  async selectPolicyExpression(relid: number, role: string): Promise<string> {
    const key = `${relid}:${role}`;
    const cached = this.policies.get(key);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const result = await this.adminPool.query<{ rls: boolean; bypass: boolean | null; permissive: string[]; restrictive: string[] }>(
      `select c.relrowsecurity as rls,
              (select r.rolbypassrls from pg_roles r where r.rolname = $2) as bypass,
              coalesce(array_agg('(' || pg_get_expr(p.polqual, p.polrelid) || ')') filter (where p.polpermissive), '{}') as permissive,
              coalesce(array_agg('(' || pg_get_expr(p.polqual, p.polrelid) || ')') filter (where not p.polpermissive), '{}') as restrictive
         from pg_class c
         left join pg_policy p
           on p.polrelid = c.oid and p.polcmd in ('r', '*') and p.polqual is not null
          and (0 = any(p.polroles) or exists (select 1 from unnest(p.polroles) as pr(oid) where pr.oid <> 0 and pg_has_role($2, pr.oid, 'member')))
        where c.oid = $1
        group by c.relrowsecurity`,
      [relid, role],
    );
    const row = result.rows[0];
    let expression: string;
    if (!row) expression = 'false';
    else if (!row.rls || row.bypass === true) expression = 'true';
    else if (row.permissive.length === 0) expression = 'false';
    else expression = [`(${row.permissive.join(' or ')})`, ...row.restrictive].join(' and ');
    this.policies.set(key, { value: expression, at: Date.now() });
    return expression;
  }
}
