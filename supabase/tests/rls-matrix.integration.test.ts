// The Row Level Security matrix, through the real Data API and supabase-js: every public table
// (read from the catalog, so a new table cannot be forgotten) x select/insert/update/delete x
// anon / a member of another organization / viewer / member / a member with payroll access / admin,
// then every pay column (employee pay, status, allocations, payroll amounts, the pay RPCs and the
// bundle) x those who may and may not see or change pay. Denied means no row of the
// organization comes back, nothing is written (checked with owner rights) and writes get 42501;
// allowed means the operation really happens.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { TestDatabase } from './support/database.ts';
import type { TestUser } from './support/database.ts';
import { createTenantFixture } from './support/tenant-fixture.ts';
import type { TenantFixture } from './support/tenant-fixture.ts';

type Actor = 'anon' | 'outsider' | 'viewer' | 'member' | 'payroll' | 'admin';
const ACTORS: readonly Actor[] = ['anon', 'outsider', 'viewer', 'member', 'payroll', 'admin'];
const READERS: Actor[] = ['viewer', 'member', 'payroll', 'admin'];
const EDITORS: Actor[] = ['member', 'payroll', 'admin'];
const ADMINS: Actor[] = ['admin'];
/** Who sees and changes pay: owners, admins and members an owner granted payroll access. */
const PAY: Actor[] = ['payroll', 'admin'];

interface TableRule {
  select: Actor[];
  insert: Actor[];
  update: Actor[];
  delete: Actor[];
  /** The row acted on: `column = value` (default: the oldest row of organization A). */
  target?: (fx: TenantFixture) => { column: string; value: string };
  /** Which rows belong to organization A (default: organization_id = A). */
  ownedBy?: 'id' | 'members' | 'everything';
  /** The column an update changes (default: the first free-text column). */
  patchColumn?: string;
  /** Two values an update alternates between, for non-text columns (compared as JSON). */
  patchValues?: [unknown, unknown] | ((fx: TenantFixture) => [unknown, unknown]);
  insertOverrides?: (fx: TenantFixture, actor: Actor) => Record<string, unknown>;
  /** No valid copy can exist (every allowed value is taken): an allowed insert only has to pass RLS. */
  insertPassesRlsOnly?: boolean;
  /** A row to delete (made with owner rights) when the actor may delete rows but may not insert one. */
  disposableRow?: (fx: TenantFixture) => Promise<string>;
}

const business: TableRule = { select: READERS, insert: EDITORS, update: EDITORS, delete: EDITORS };
/** Members read; only security-definer functions (or the backend) write. */
const readOnly: TableRule = { select: READERS, insert: [], update: [], delete: [] };

/** The signed-in user an actor is (anon is nobody). */
function userOf(fx: TenantFixture, actor: Actor): TestUser | undefined {
  return actor === 'anon' ? undefined : fx[actor];
}

/** The expected permissions of every public table. A table missing here fails the test. */
const RULES: Record<string, TableRule> = {
  organizations: { select: READERS, insert: [], update: ADMINS, delete: [], ownedBy: 'id', target: (fx) => ({ column: 'id', value: fx.orgA }) },
  // Nobody inserts a membership directly: members join by invitation or by creating the organization.
  organization_members: {
    select: READERS, insert: [], update: ADMINS, delete: ADMINS,
    target: (fx) => ({ column: 'user_id', value: fx.spare.id }), patchColumn: 'role', patchValues: ['viewer', 'member'],
    insertOverrides: (fx) => ({ user_id: fx.loner.id, role: 'member' }),
    disposableRow: async (fx) =>
      (await db.one<{ id: string }>(
        `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')
         on conflict (organization_id, user_id) do update set role = excluded.role returning id::text as id`,
        [fx.orgA, fx.loner.id],
      )).id,
  },
  organization_settings: { select: READERS, insert: [], update: ADMINS, delete: [], target: (fx) => ({ column: 'organization_id', value: fx.orgA }), patchColumn: 'logo_url' },
  profiles: { select: READERS, insert: [], update: [], delete: [], ownedBy: 'members', target: (fx) => ({ column: 'id', value: fx.spare.id }), patchColumn: 'full_name' },
  invitations: { select: ADMINS, insert: ADMINS, update: ADMINS, delete: ADMINS, patchColumn: 'role', patchValues: ['viewer', 'member'] },
  funds: { select: READERS, insert: ADMINS, update: ADMINS, delete: ADMINS },
  subscriptions: { select: READERS, insert: [], update: [], delete: [], patchColumn: 'cancel_at_period_end', patchValues: [true, false] },
  billing_payments: { select: ADMINS, insert: [], update: [], delete: [], patchColumn: 'status', patchValues: ['failed', 'paid'] },
  notifications: {
    select: READERS, insert: EDITORS, update: READERS, delete: EDITORS, patchColumn: 'is_read', patchValues: [true, false],
    // The organization-wide one: a notification addressed to one user is that user's alone.
    target: () => ({ column: 'title', value: 'For everyone' }),
  },
  audit_log: { select: ADMINS, insert: [], update: [], delete: [], patchColumn: 'table_name' },
  contact_messages: { select: [], insert: [...ACTORS], update: [], delete: [], ownedBy: 'everything', patchColumn: 'message' },
  account_categories: { ...business, patchColumn: 'sort_order', patchValues: [7, 8], insertPassesRlsOnly: true },
  account_types: business,
  account_descriptions: business,
  accounts: business,
  projects: business,
  project_tasks: business,
  journal_entries: business,
  journal_entry_lines: business,
  transactions: business,
  customers: business,
  invoices: business,
  invoice_lines: business,
  // A vendor copy carries a full tax id of its own (the target's column holds the masked one, which cannot be saved).
  vendors: { ...business, insertOverrides: () => ({ tax_id: '98-7654321' }) },
  // Full tax ids: only owners and admins read them; only the vendors trigger writes them.
  vendor_tax_ids: { select: ADMINS, insert: [], update: [], delete: [], patchColumn: 'tax_id' },
  bills: business,
  bill_lines: business,
  inventory: business,
  purchase_requests: business,
  purchase_request_items: business,
  purchase_orders: business,
  purchase_order_items: business,
  donors: business,
  donations: business,
  employees: business,
  // Only owners and admins run payroll; the runs and their per-person lines are read only by who sees pay.
  payroll_runs: { select: PAY, insert: ADMINS, update: ADMINS, delete: ADMINS },
  payroll_run_lines: { select: PAY, insert: ADMINS, update: ADMINS, delete: ADMINS, patchColumn: 'hours', patchValues: [8, 9], insertOverrides: (fx) => ({ employee_id: fx.secondEmployeeId }) },
  // An allocation copy goes to the second employee (the first one's already total 100 percent).
  // Only who may change pay changes them; every member reads them (shares, no amounts).
  employee_allocations: { select: READERS, insert: PAY, update: PAY, delete: PAY, patchColumn: 'function', patchValues: ['program', 'fundraising'], insertOverrides: (fx) => ({ employee_id: fx.secondEmployeeId }) },
  // Personal identifiers: owners and admins only, members and viewers get no row.
  employee_private: { select: ADMINS, insert: ADMINS, update: ADMINS, delete: ADMINS, patchColumn: 'bank_account', patchValues: ['000123456789', '000987654321'], insertOverrides: (fx) => ({ employee_id: fx.secondEmployeeId }) },
  // What was remitted to payroll agencies: read by who sees pay, written only by pay_payroll_liabilities (no table grant).
  payroll_liability_payments: { select: PAY, insert: [], update: [], delete: [], patchColumn: 'reference', patchValues: ['EFTPS 1', 'EFTPS 2'] },
  payroll_liability_payment_lines: { select: PAY, insert: [], update: [], delete: [], patchColumn: 'item', patchValues: ['Medicare', 'Social Security'] },
  // Pay type, rate and wage account: read by who sees pay, written only by set_employee_pay (no table grant).
  employee_pay: {
    select: PAY, insert: [], update: [], delete: [], patchColumn: 'pay_rate', patchValues: [250000, 98765],
    insertOverrides: (fx) => ({ employee_id: fx.secondEmployeeId }),
  },
  budgets: business,
  budget_line_items: business,
  // Pledges: update is granted on the editable columns only (the posting columns are the database's).
  pledges: { ...business, patchColumn: 'notes' },
  pledge_installments: { ...business, patchColumn: 'due_date', patchValues: ['2026-03-01', '2026-04-01'] },
  // Payments are recorded, never edited or deleted (a correcting entry instead): no update/delete policy, and the posting trigger refuses both too.
  invoice_payments: { select: READERS, insert: EDITORS, update: [], delete: [] },
  bill_payments: { select: READERS, insert: EDITORS, update: [], delete: [] },
  // The document e-mail outbox: written only by queue_document_email (refusing viewers) and the backend's mail worker.
  document_emails: { ...readOnly, patchColumn: 'subject' },
  // Bank reconciliation: written only through its RPCs; the CSV column mapping by non-viewers directly (one per account).
  bank_reconciliations: { ...readOnly, patchColumn: 'ending_balance', patchValues: [1500, 1600] },
  bank_statement_lines: readOnly,
  bank_statement_matches: { ...readOnly, patchColumn: 'method', patchValues: ['suggested', 'manual'] },
  bank_statement_mappings: {
    ...business, patchColumn: 'mapping', patchValues: [{ date: 'Posted' }, { date: 'Booked' }],
    insertOverrides: (fx) => ({ account_id: fx.savingsAccountId }),
  },
  // Projects: dependencies are edited by non-viewers; a comment is written as oneself and only its
  // author edits it (the fixture's comment is the member's: an admin cannot change it); owners and
  // admins may delete anyone's comment, members their own (20261126016300).
  task_dependencies: {
    ...business, patchColumn: 'successor_id', patchValues: (fx) => [fx.spareTaskIds[1], fx.spareTaskIds[0]],
    insertOverrides: (fx) => ({ successor_id: fx.spareTaskIds[2] }),
  },
  task_comments: {
    select: READERS, insert: EDITORS, update: ['member'], delete: EDITORS, patchColumn: 'body',
    insertOverrides: (fx, actor) => ({ author_id: userOf(fx, actor)?.id }),
  },
  // Stock movements are history written by the inventory functions; year-end closes by
  // close_fiscal_year / reopen_fiscal_year. Members read both; nobody writes them directly.
  stock_movements: { ...readOnly, patchColumn: 'reason' },
  fiscal_year_closes: { ...readOnly, patchColumn: 'closed_without_restrictions', patchValues: [1, 2] },
  // The templates store: everyone reads the catalogue, a buyer reads their own orders (the fixture's
  // order is the member's), only service code writes.
  store_products: { select: [...ACTORS], insert: [], update: [], delete: [], ownedBy: 'everything' },
  store_product_variants: { select: [...ACTORS], insert: [], update: [], delete: [], ownedBy: 'everything' },
  store_orders: { select: ['member'], insert: [], update: [], delete: [], ownedBy: 'everything', patchColumn: 'email' },
  store_order_items: { select: ['member'], insert: [], update: [], delete: [], ownedBy: 'everything', patchColumn: 'variant_title' },
  // Imports of books from another system: owners and admins read them; only the import RPCs write them.
  import_batches: { select: ADMINS, insert: [], update: [], delete: [], patchColumn: 'source' },
  import_rows: { select: ADMINS, insert: [], update: [], delete: [], patchColumn: 'kind', patchValues: ['accounts', 'dimensions'] },
  import_mappings: { select: ADMINS, insert: [], update: [], delete: [], patchColumn: 'reason' },
};

/** Columns an insert copy must not carry: keys, generated values, and values triggers assign. */
const NOT_COPIED = new Set(['id', 'created_at', 'updated_at', 'created_txid', 'posted_at', 'created_by']);
/** A document's pointer to the entry it posted (unique, assigned by the posting trigger); a line's entry is copied. */
const POSTING_POINTER = 'journal_entry_id';
const TEXT_PATCH_CANDIDATES = ['notes', 'description', 'name', 'title', 'message', 'purpose', 'full_name'];

interface TableInfo {
  name: string;
  rlsEnabled: boolean;
  columns: Map<string, { type: string; generated: boolean }>;
  uniqueText: Set<string>;
  primaryKey: string;
}

let backend: TestBackend;
let db: TestDatabase;
let fx: TenantFixture;
let tables: TableInfo[];
const clients = new Map<Actor, SupabaseClient>();

async function signUp(metadata: Record<string, unknown>): Promise<TestUser> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = `matrix-${randomUUID().slice(0, 8)}@example.org`;
  const { data, error } = await client.auth.signUp({ email, password: 'correct horse battery staple', options: { data: metadata } });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  return { id: data.user.id, email };
}

async function signedInClient(user: TestUser): Promise<SupabaseClient> {
  const client = createTestClient(backend.url, backend.anonKey);
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: 'correct horse battery staple' });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

async function readCatalog(): Promise<TableInfo[]> {
  const rows = await db.query<{ table: string; rls: boolean; column: string; type: string; generated: boolean; unique_text: boolean; pk: boolean }>(
    `select c.relname as table, c.relrowsecurity as rls, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
            (a.attgenerated <> '' or a.attidentity <> '') as generated,
            exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisunique and a.attnum = any (i.indkey)) and a.atttypid = 'text'::regtype as unique_text,
            exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary and a.attnum = any (i.indkey)) as pk
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname, a.attnum`,
  );
  const byTable = new Map<string, TableInfo>();
  for (const row of rows) {
    let info = byTable.get(row.table);
    if (!info) {
      info = { name: row.table, rlsEnabled: row.rls, columns: new Map(), uniqueText: new Set(), primaryKey: 'id' };
      byTable.set(row.table, info);
    }
    info.columns.set(row.column, { type: row.type, generated: row.generated });
    if (row.unique_text) info.uniqueText.add(row.column);
    if (row.pk) info.primaryKey = row.column;
  }
  return [...byTable.values()];
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** SQL selecting the rows of a table that belong to organization A ($1). Names come from the catalog. */
function ownedRowsSql(table: TableInfo, rule: TableRule): string {
  const t = `public.${quoteIdent(table.name)}`;
  const pk = quoteIdent(table.primaryKey);
  if (rule.ownedBy === 'id') return `select ${pk}::text as pk from ${t} where id = $1`;
  if (rule.ownedBy === 'members') return `select ${pk}::text as pk from ${t} where id in (select user_id from public.organization_members where organization_id = $1)`;
  if (rule.ownedBy === 'everything') return `select ${pk}::text as pk from ${t} where $1::uuid is not null`;
  return `select ${pk}::text as pk from ${t} where organization_id = $1`;
}

async function targetRow(table: TableInfo, rule: TableRule): Promise<Record<string, unknown>> {
  const t = `public.${quoteIdent(table.name)}`;
  if (rule.target) {
    const { column, value } = rule.target(fx);
    return db.one(`select to_jsonb(x) as row from ${t} x where ${quoteIdent(column)} = $1 limit 1`, [value]).then((r) => r.row as Record<string, unknown>);
  }
  const owned = ownedRowsSql(table, rule);
  const rows = await db.query<{ row: Record<string, unknown> }>(
    `select to_jsonb(x) as row from ${t} x where ${quoteIdent(table.primaryKey)}::text in (${owned}) order by ${table.columns.has('created_at') ? 'created_at, ' : ''}${quoteIdent(table.primaryKey)} limit 1`,
    [fx.orgA],
  );
  const row = rows[0]?.row;
  if (!row) throw new Error(`The fixture has no row of organization A in ${table.name}`);
  return row;
}

async function rowExists(table: TableInfo, pk: unknown): Promise<boolean> {
  const rows = await db.query(`select 1 from public.${quoteIdent(table.name)} where ${quoteIdent(table.primaryKey)}::text = $1`, [String(pk)]);
  return rows.length === 1;
}

async function columnValue(table: TableInfo, pk: unknown, column: string): Promise<unknown> {
  const row = await db.one<{ v: unknown }>(`select to_jsonb(x) -> $2 as v from public.${quoteIdent(table.name)} x where ${quoteIdent(table.primaryKey)}::text = $1`, [String(pk), column]);
  return row.v;
}

function patchColumnOf(table: TableInfo, rule: TableRule): string {
  if (rule.patchColumn) return rule.patchColumn;
  const column = TEXT_PATCH_CANDIDATES.find((c) => table.columns.get(c)?.type === 'text' && !table.uniqueText.has(c));
  if (!column) throw new Error(`No column to patch in ${table.name}: give RULES.${table.name}.patchColumn`);
  return column;
}

function insertPayload(table: TableInfo, rule: TableRule, source: Record<string, unknown>, actor: Actor): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [column, info] of table.columns) {
    if (info.generated || NOT_COPIED.has(column) || !(column in source)) continue;
    if (column === POSTING_POINTER && table.name !== 'journal_entry_lines') continue;
    payload[column] = source[column];
  }
  const suffix = `-${actor.slice(0, 3)}${randomUUID().slice(0, 4)}`;
  for (const column of table.uniqueText) {
    if (typeof payload[column] === 'string') payload[column] = `${String(payload[column])}${suffix}`;
  }
  if (table.columns.get('id')?.type === 'uuid') payload.id = randomUUID();
  return { ...payload, ...(rule.insertOverrides?.(fx, actor) ?? {}) };
}

beforeAll(async () => {
  backend = await startTestBackend();
  db = new TestDatabase(backend.databaseUrl);
  fx = await createTenantFixture(db, signUp);
  clients.set('anon', createTestClient(backend.url, backend.anonKey));
  clients.set('outsider', await signedInClient(fx.outsider));
  clients.set('viewer', await signedInClient(fx.viewer));
  clients.set('member', await signedInClient(fx.member));
  clients.set('payroll', await signedInClient(fx.payroll));
  clients.set('admin', await signedInClient(fx.admin));
  tables = await readCatalog();
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('the catalog', () => {
  it('has Row Level Security enabled on every public table', () => {
    expect(tables.filter((t) => !t.rlsEnabled).map((t) => t.name)).toEqual([]);
  });

  it('has an expected-permissions rule for every public table, and no rule for a table that is gone', () => {
    const names = tables.map((t) => t.name).sort();
    expect(names.filter((n) => !(n in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((n) => !names.includes(n))).toEqual([]);
  });
});

describe('the matrix', () => {
  const cases = Object.keys(RULES).flatMap((table) => ACTORS.map((actor) => [table, actor] as const));

  it.each(cases)('%s as %s', async (tableName, actor) => {
    const table = tables.find((t) => t.name === tableName);
    const rule = RULES[tableName];
    const client = clients.get(actor);
    if (!table || !rule || !client) throw new Error(`missing ${tableName}/${actor}`);
    const target = await targetRow(table, rule);
    const targetPk = target[table.primaryKey];
    const owned = new Set((await db.query<{ pk: string }>(ownedRowsSql(table, rule), [fx.orgA])).map((r) => r.pk));

    // select
    const selected = await client.from(tableName).select('*');
    const visible = new Set((selected.data ?? []).map((row: Record<string, unknown>) => String(row[table.primaryKey])));
    if (rule.select.includes(actor)) {
      expect(selected.error, 'select error').toBeNull();
      expect(visible.has(String(targetPk)), 'target row visible').toBe(true);
    } else {
      expect([...visible].filter((pk) => owned.has(pk)), 'rows of organization A leaked').toEqual([]);
    }

    // update
    const column = patchColumnOf(table, rule);
    const before = await columnValue(table, targetPk, column);
    const patchValues = typeof rule.patchValues === 'function' ? rule.patchValues(fx) : rule.patchValues;
    const value = patchValues ? (JSON.stringify(before) === JSON.stringify(patchValues[0]) ? patchValues[1] : patchValues[0]) : `patched by ${actor} ${randomUUID().slice(0, 6)}`;
    const updated = await client.from(tableName).update({ [column]: value }).eq(table.primaryKey, targetPk);
    const after = await columnValue(table, targetPk, column);
    if (rule.update.includes(actor)) {
      expect(updated.error, 'update error').toBeNull();
      expect(after, 'updated value').toEqual(value);
    } else {
      expect(after, 'value must not change').toEqual(before);
    }

    // insert (a copy of the target row in organization A), then delete it when allowed
    const payload = insertPayload(table, rule, target, actor);
    const inserted = await client.from(tableName).insert(payload);
    // Only a fresh uuid key tells a new row from the target (organization_settings is keyed by its organization).
    const insertedPk = table.primaryKey === 'id' && typeof payload.id === 'string' ? payload.id : undefined;
    if (rule.insert.includes(actor)) {
      if (rule.insertPassesRlsOnly) {
        expect(inserted.error?.code, 'insert must pass RLS').not.toBe('42501');
      } else {
        expect(inserted.error, 'insert error').toBeNull();
        expect(await rowExists(table, insertedPk), 'inserted row exists').toBe(true);
      }
    } else {
      expect(inserted.error?.code, `insert must be refused (${inserted.error?.message ?? 'no error'})`).toBe('42501');
      if (insertedPk !== undefined) expect(await rowExists(table, insertedPk), 'nothing inserted').toBe(false);
    }

    // delete: the row this actor inserted when it may, else the target row
    const insertedRow = insertedPk !== undefined && (await rowExists(table, insertedPk));
    const disposable = rule.delete.includes(actor) && !insertedRow && rule.disposableRow ? await rule.disposableRow(fx) : undefined;
    const deletePk = rule.delete.includes(actor) && insertedRow ? insertedPk : (disposable ?? targetPk);
    const deleted = await client.from(tableName).delete().eq(table.primaryKey, deletePk);
    if (rule.delete.includes(actor) && (insertedRow || disposable !== undefined)) {
      expect(deleted.error, 'delete error').toBeNull();
      expect(await rowExists(table, deletePk), 'deleted').toBe(false);
    } else if (!rule.delete.includes(actor)) {
      expect(await rowExists(table, deletePk), 'row must survive the delete').toBe(true);
    }
  });
});

// Columns the table rules above cannot tell apart: the rows are readable, but what a column holds
// depends on the role. Each is read the ways the screens and the API read it.
describe('the columns that hold tax ids', () => {
  const readers = ['viewer', 'member', 'admin'] as const;

  it.each(readers)("vendors.tax_id: the last four digits for a %s, the full tax id for owners and admins only", async (actor) => {
    const client = clients.get(actor);
    if (!client) throw new Error(`missing ${actor}`);
    const full = actor === 'admin';
    const expected = full ? '123-45-6789' : '***6789';
    const table = await client.from('vendors').select('tax_id').eq('name', 'Grocer').eq('organization_id', fx.orgA);
    expect(table.data).toEqual([{ tax_id: '***6789' }]);
    const hidden = await client.from('vendor_tax_ids').select('tax_id').eq('organization_id', fx.orgA);
    expect(hidden.data?.map((row) => row.tax_id).includes('123-45-6789')).toBe(full);
    const list = await client.rpc('list_vendors', { p_organization_id: fx.orgA, p_search: 'Grocer' });
    expect(list.error).toBeNull();
    expect((list.data as { rows: Array<{ name: string; tax_id: string }> }).rows.filter((row) => row.name === 'Grocer').map((row) => row.tax_id)).toEqual([expected]);
    // Only a reader of full tax ids finds a vendor by more than its last four digits.
    const bySsn = await client.rpc('list_vendors', { p_organization_id: fx.orgA, p_search: '123-45' });
    expect((bySsn.data as { total: number }).total).toBe(full ? 1 : 0);
    const bundle = await client.rpc('get_organization_data', { p_organization_id: fx.orgA });
    expect(JSON.stringify(bundle.data)).not.toContain('123-45-6789');
  });

  it('vendors.tax_id: anon and another organization read nothing', async () => {
    for (const actor of ['anon', 'outsider'] as const) {
      const client = clients.get(actor);
      if (!client) throw new Error(`missing ${actor}`);
      expect((await client.from('vendor_tax_ids').select('tax_id')).data ?? []).toEqual([]);
      expect((await client.from('vendors').select('tax_id').eq('organization_id', fx.orgA)).data ?? []).toEqual([]);
    }
  });
});

describe('the pay columns', () => {
  type PayActor = 'viewer' | 'member' | 'payroll' | 'admin' | 'owner';
  const PAY_ACTORS: readonly PayActor[] = ['viewer', 'member', 'payroll', 'admin', 'owner'];
  const SEES_PAY: readonly PayActor[] = ['payroll', 'admin', 'owner'];
  const payClients = new Map<PayActor, SupabaseClient>();
  let employee: string;
  let run: string;

  beforeAll(async () => {
    for (const actor of PAY_ACTORS) payClients.set(actor, actor === 'owner' ? await signedInClient(fx.owner) : (clients.get(actor) as SupabaseClient));
    employee = (await db.one<{ id: string }>(`select employee_id::text as id from public.employee_pay where organization_id = $1 and pay_rate = 98765`, [fx.orgA])).id;
    run = (await db.one<{ id: string }>(`select id from public.payroll_runs where organization_id = $1 order by created_at limit 1`, [fx.orgA])).id;
  });

  const client = (actor: PayActor): SupabaseClient => {
    const c = payClients.get(actor);
    if (!c) throw new Error(`no client for ${actor}`);
    return c;
  };
  const pay = () => db.one<{ pay_type: string; pay_rate: string; wage_account_id: string | null }>(
    `select pay_type, pay_rate::text, wage_account_id::text from public.employee_pay where employee_id = $1`, [employee]);

  it.each(PAY_ACTORS)('employee_pay pay_type, pay_rate and wage_account_id are read through the table only by who sees pay (%s)', async (actor) => {
    const { data, error } = await client(actor).from('employee_pay').select('pay_type, pay_rate, wage_account_id').eq('employee_id', employee);
    expect(error).toBeNull();
    expect(data?.length).toBe(SEES_PAY.includes(actor) ? 1 : 0);
  });

  it.each(PAY_ACTORS)('employees carry no pay column for anyone (%s)', async (actor) => {
    const { data, error } = await client(actor).from('employees').select('*').eq('id', employee).single();
    expect(error).toBeNull();
    expect(Object.keys(data ?? {}).filter((k) => ['pay_type', 'pay_rate', 'wage_account_id'].includes(k))).toEqual([]);
    const filtered = await client(actor).from('employees').select('id').eq('pay_rate', 98765);
    expect(filtered.error).not.toBeNull();
  });

  it.each(PAY_ACTORS)('list_employees pay_type and pay_rate, and the sort by rate, only for who sees pay (%s)', async (actor) => {
    const { data, error } = await client(actor).rpc('list_employees', { p_organization_id: fx.orgA });
    expect(error).toBeNull();
    const rows = (data as { rows: { id: string; pay_rate: string | null; pay_type: string | null }[] } | null)?.rows ?? [];
    const row = rows.find((r) => r.id === employee);
    expect(row?.pay_rate ?? null).toBe(SEES_PAY.includes(actor) ? '98765.00' : null);
    expect(row?.pay_type ?? null).toBe(SEES_PAY.includes(actor) ? 'salary' : null);
    const sorted = await client(actor).rpc('list_employees', { p_organization_id: fx.orgA, p_sort: 'pay_rate' });
    expect(sorted.error === null).toBe(SEES_PAY.includes(actor));
  });

  it.each(PAY_ACTORS)('payroll_run_lines gross_pay and net_pay, payroll_runs totals, the register and the year to date only for who sees pay (%s)', async (actor) => {
    const sees = SEES_PAY.includes(actor);
    const lines = await client(actor).from('payroll_run_lines').select('gross_pay, net_pay').eq('payroll_run_id', run);
    expect(lines.data?.length).toBe(sees ? 1 : 0);
    const runs = await client(actor).from('payroll_runs').select('total_gross, total_net').eq('id', run);
    expect(runs.data?.length).toBe(sees ? 1 : 0);
    const register = await client(actor).rpc('payroll_run_register', { p_run_id: run });
    expect(register.error?.code ?? null).toBe(sees ? null : '42501');
    if (sees) expect(register.data?.lines?.[0]?.gross_pay).toBe('1000.00');
    const ytd = await client(actor).rpc('payroll_year_to_date', { p_organization_id: fx.orgA, p_year: 2026 });
    expect(ytd.error?.code ?? null).toBe(sees ? null : '42501');
  });

  it.each(PAY_ACTORS)('get_organization_data has employees without pay, and payroll runs only for who sees pay (%s)', async (actor) => {
    const { data, error } = await client(actor).rpc('get_organization_data', { p_organization_id: fx.orgA });
    expect(error).toBeNull();
    const bundle = data as { employees: Record<string, unknown>[]; payroll_runs: unknown[] };
    expect(bundle.employees.length).toBeGreaterThan(0);
    expect(bundle.employees.some((e) => 'pay_rate' in e || 'pay_type' in e || 'wage_account_id' in e)).toBe(false);
    expect(bundle.payroll_runs.length > 0).toBe(SEES_PAY.includes(actor));
  });

  it.each(PAY_ACTORS)('pay_rate, pay_type and wage_account_id change only by who may change pay, through set_employee_pay (%s)', async (actor) => {
    const before = await pay();
    const wage = await db.accountId(fx.orgA, '5100');
    const raised = await client(actor).rpc('set_employee_pay', { p_employee_id: employee, p_pay_type: 'hourly', p_pay_rate: 250000, p_wage_account_id: wage });
    const direct = await client(actor).from('employee_pay').update({ pay_rate: 250000 }).eq('employee_id', employee);
    if (SEES_PAY.includes(actor)) {
      expect(raised.error).toBeNull();
      expect(await pay()).toEqual({ pay_type: 'hourly', pay_rate: '250000.00', wage_account_id: wage });
      await client(actor).rpc('set_employee_pay', { p_employee_id: employee, p_pay_type: before.pay_type, p_pay_rate: Number(before.pay_rate), p_wage_account_id: before.wage_account_id });
    } else {
      expect(raised.error?.code).toBe('42501');
    }
    expect(direct.error?.code).toBe('42501');
    expect(await pay()).toEqual(before);
  });

  it.each(PAY_ACTORS)('employees status changes only by who may change pay (%s)', async (actor) => {
    const { error } = await client(actor).from('employees').update({ status: 'on_leave' }).eq('id', employee);
    const after = await db.one<{ status: string }>(`select status from public.employees where id = $1`, [employee]);
    if (SEES_PAY.includes(actor)) {
      expect(error).toBeNull();
      expect(after.status).toBe('on_leave');
      await db.query(`update public.employees set status = 'active' where id = $1`, [employee]);
    } else {
      if (actor === 'member') expect(error?.message).toBe("Only owners, admins and members with payroll access can change an employee's status");
      expect(after.status).toBe('active');
    }
  });

  it.each(PAY_ACTORS)('employee_allocations change through save_employee_allocations only by who may change pay (%s)', async (actor) => {
    const { error } = await client(actor).rpc('save_employee_allocations', { p_employee_id: employee, p_allocations: [{ function: 'fundraising', percent: 100 }] });
    const rows = await db.query<{ function: string }>(`select function from public.employee_allocations where employee_id = $1`, [employee]);
    if (SEES_PAY.includes(actor)) {
      expect(error).toBeNull();
      expect(rows).toEqual([{ function: 'fundraising' }]);
      await client(actor).rpc('save_employee_allocations', { p_employee_id: employee, p_allocations: [{ function: 'program', percent: 100 }] });
    } else {
      expect(error?.code).toBe('42501');
      expect(rows).toEqual([{ function: 'program' }]);
    }
  });

  it.each(PAY_ACTORS)('organization_members payroll_access is granted and removed only by an owner (%s)', async (actor) => {
    const { error } = await client(actor).from('organization_members').update({ payroll_access: true }).eq('user_id', fx.spare.id);
    const after = await db.one<{ payroll_access: boolean }>(`select payroll_access from public.organization_members where organization_id = $1 and user_id = $2`, [fx.orgA, fx.spare.id]);
    expect(after.payroll_access).toBe(actor === 'owner');
    if (actor === 'admin') expect(error?.message).toBe('Only an owner can grant or remove payroll access');
    await db.query(`update public.organization_members set payroll_access = false where user_id = $1`, [fx.spare.id]);
  });
});
