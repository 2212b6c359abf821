// The import suites' world: a test backend with one organization (an owner, an admin, a member and
// a viewer, each a supabase-js client as the wizard uses it) and an outsider owning another one,
// plus a small set of books in the normalized model the browser's readers send (a QuickBooks-like
// chart, classes, contacts, a trial balance at the conversion date, history after it and the open
// invoices and bills), and the calls the wizard makes, one helper each.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';

export type Row = Record<string, string | boolean | number | null>;

export interface Books {
  accounts: Row[];
  dimensions: Row[];
  contacts: Row[];
  trial_balance: Row[];
  journal: Row[];
  open_documents: Row[];
}

export type BookKind = keyof Books;

export const CONVERSION_DATE = '2025-12-31';

/**
 * Riverside Youth Center's books as a QuickBooks export reads them: the trial balance after the
 * year's close (27,100.00 on each side, 5,000.00 of it restricted for scholarships), two open invoices
 * (1,800.00 open, as Accounts Receivable) and one open bill (950.00, as Accounts Payable), and three
 * entries of January 2026, one of them in the restricted class.
 */
export function riversideBooks(): Books {
  return {
    accounts: [
      { source_key: 'qb-10', number: '1010', name: 'Cash - Operating', full_name: 'Cash - Operating', source_type: 'Bank', category: 'Assets', is_active: true },
      { source_key: 'qb-11', number: '1030', name: 'Petty Cash', full_name: 'Petty Cash', source_type: 'Bank', category: 'Assets', is_active: true },
      { source_key: 'qb-12', number: '1110', name: 'Accounts Receivable (A/R)', source_type: 'Accounts receivable (A/R)', category: 'Assets' },
      { source_key: 'qb-20', number: '2000', name: 'Accounts Payable (A/P)', source_type: 'Accounts payable (A/P)', category: 'Liabilities' },
      { source_key: 'qb-30', number: '3050', name: 'Unrestricted Net Assets', source_type: 'Equity', category: 'Net Assets' },
      { source_key: 'qb-31', number: '3060', name: 'Temporarily Restricted Net Assets', source_type: 'Equity', category: 'Net Assets' },
      { source_key: 'qb-40', number: '4010', name: 'Individual Contributions', source_type: 'Income', category: 'Revenue' },
      { source_key: 'qb-41', number: '4150', name: 'Grants', source_type: 'Income', category: 'Revenue' },
      { source_key: 'qb-50', number: '6000', name: 'Program Expenses', full_name: 'Program Expenses', source_type: 'Expense', category: 'Expenses' },
      { source_key: 'qb-51', number: '6010', name: 'Youth Activities', full_name: 'Program Expenses:Youth Activities', parent_key: 'qb-50', source_type: 'Expense', category: 'Expenses' },
      { source_key: 'qb-60', number: '6100', name: 'Rent', source_type: 'Expense', category: 'Expenses' },
    ],
    dimensions: [
      { source_key: 'cl-1', kind: 'class', name: 'Youth Program' },
      { source_key: 'cl-2', kind: 'class', name: 'Restricted - Scholarships' },
      { source_key: 'cl-3', kind: 'class', name: 'General Operating' },
    ],
    contacts: [
      { source_key: 'c-1', kind: 'customer', name: 'Lakeside School District', email: 'ap@lakeside.example.org', city: 'Riverside', region: 'CA' },
      { source_key: 'c-2', kind: 'vendor', name: 'Metro Bus Lines', email: 'billing@metrobus.example.com', tax_id: '12-3456789', is_1099: true },
      { source_key: 'c-3', kind: 'donor', name: 'Alma Ruiz', email: 'alma@example.org' },
    ],
    trial_balance: [
      { as_of: CONVERSION_DATE, account_key: 'qb-10', debit: '25000.00', credit: '0', source_line: 2 },
      { as_of: CONVERSION_DATE, account_key: 'qb-11', debit: '300.00', credit: '0', source_line: 3 },
      { as_of: CONVERSION_DATE, account_key: 'qb-12', debit: '1800.00', credit: '0', source_line: 4 },
      { as_of: CONVERSION_DATE, account_key: 'qb-20', debit: '0', credit: '950.00', source_line: 5 },
      { as_of: CONVERSION_DATE, account_key: 'qb-30', debit: '0', credit: '21150.00', source_line: 6 },
      { as_of: CONVERSION_DATE, account_key: 'qb-31', dimension_key: 'cl-2', debit: '0', credit: '5000.00', source_line: 7 },
    ],
    journal: [
      { entry_key: 'JE-1', date: '2026-01-05', account_key: 'qb-60', debit: '1000.00', credit: '0', memo: 'January rent', reference: '1001', source_line: 2 },
      { entry_key: 'JE-1', date: '2026-01-05', account_key: 'qb-10', debit: '0', credit: '1000.00', memo: 'January rent', reference: '1001', source_line: 3 },
      { entry_key: 'JE-2', date: '2026-01-10', account_key: 'qb-51', dimension_key: 'cl-1', debit: '250.00', credit: '0', memo: 'Field trip snacks', source_line: 4 },
      { entry_key: 'JE-2', date: '2026-01-10', account_key: 'qb-11', debit: '0', credit: '250.00', memo: 'Field trip snacks', source_line: 5 },
      { entry_key: 'JE-3', date: '2026-01-15', account_key: 'qb-10', debit: '500.00', credit: '0', memo: 'Scholarship gift', contact_key: 'c-3', source_line: 6 },
      { entry_key: 'JE-3', date: '2026-01-15', account_key: 'qb-40', dimension_key: 'cl-2', debit: '0', credit: '500.00', memo: 'Scholarship gift', contact_key: 'c-3', source_line: 7 },
    ],
    open_documents: [
      { kind: 'invoice', contact_key: 'c-1', number: 'INV-881', date: '2025-11-15', due_date: '2025-12-15', amount: '1200.00', open_balance: '1200.00', source_line: 2 },
      { kind: 'invoice', contact_key: 'c-1', number: 'INV-902', date: '2025-12-10', due_date: '2026-01-09', amount: '1000.00', open_balance: '600.00', source_line: 3 },
      { kind: 'bill', contact_key: 'c-2', number: 'B-77', date: '2025-12-20', due_date: '2026-01-19', amount: '950.00', open_balance: '950.00', source_line: 4 },
    ],
  };
}

export interface ImportProblem {
  severity: 'error' | 'warning';
  kind: string | null;
  row_number: number | null;
  source_line: number | null;
  code: string;
  message: string;
}

export interface ImportDifference {
  what: string;
  account_code: string | null;
  account_name: string | null;
  fund_name: string | null;
  party_name: string | null;
  source_amount: string | null;
  product_amount: string | null;
  message: string;
}

export interface ImportOutcome {
  batch_id: string;
  status: string;
  committed: boolean;
  conversion_date: string | null;
  accounts_to_create: number;
  funds_to_create: number;
  projects_to_create: number;
  donors_to_create: number;
  customers_to_create: number;
  vendors_to_create: number;
  entries: number;
  history_entries: number;
  lines: number;
  invoices: number;
  bills: number;
  opening_balances: Array<{ category: string; debit: string; credit: string }>;
  error_count: number;
  warning_count: number;
  problems: ImportProblem[];
  differences: ImportDifference[];
}

export interface MappingRow {
  kind: 'account' | 'dimension' | 'contact';
  source_key: string;
  source_name: string | null;
  source_detail: string | null;
  action: 'existing' | 'create' | 'ignore';
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  code: string | null;
  name: string | null;
  category: string | null;
  account_type: string | null;
  restriction: string | null;
  reason: string | null;
  chosen: boolean;
}

export interface UndoResult {
  batch_id: string;
  status: string;
  entries_removed: number;
  documents_removed: number;
  accounts_removed: number;
  accounts_kept: number;
  funds_removed: number;
  projects_removed: number;
  contacts_removed: number;
  contacts_kept: number;
}

export interface ImportFixture {
  backend: TestBackend;
  orgId: string;
  owner: SupabaseClient;
  admin: SupabaseClient;
  member: SupabaseClient;
  viewer: SupabaseClient;
  outsider: SupabaseClient;
  outsiderOrgId: string;
  /** SQL with owner rights, for arranging and inspecting what the API does not show. */
  sql<R extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /** Another new organization and its owner, for a test whose commit must find empty books. */
  newOrganization(name: string): Promise<{ owner: SupabaseClient; orgId: string }>;
}

async function signUp(backend: TestBackend, metadata: Record<string, unknown>): Promise<{ client: SupabaseClient; id: string }> {
  const client = createTestClient(backend.url, backend.anonKey);
  const { data, error } = await client.auth.signUp({
    email: `import-${randomUUID().slice(0, 8)}@example.org`,
    password: 'import books password 1',
    options: { data: metadata },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, id: data.user.id };
}

async function organizationOf(backend: TestBackend, userId: string): Promise<string> {
  const rows = await backend.admin.query<{ organization_id: string }>(
    `select organization_id from public.organization_members where user_id = $1 and role = 'owner'`,
    [userId],
  );
  const id = rows[0]?.organization_id;
  if (!id) throw new Error('no organization was provisioned');
  return id;
}

export async function createImportFixture(): Promise<ImportFixture> {
  const backend = await startTestBackend();
  const owner = await signUp(backend, { organization_name: 'Riverside Youth Center', full_name: 'Rosa Owner' });
  const orgId = await organizationOf(backend, owner.id);
  const member = async (role: 'admin' | 'member' | 'viewer', name: string): Promise<SupabaseClient> => {
    const user = await signUp(backend, { full_name: name });
    await backend.admin.query(`insert into public.organization_members (organization_id, user_id, role) values ($1, $2, $3)`, [orgId, user.id, role]);
    return user.client;
  };
  const admin = await member('admin', 'Ari Admin');
  const plainMember = await member('member', 'Mo Member');
  const viewer = await member('viewer', 'Val Viewer');
  const outsider = await signUp(backend, { organization_name: 'Hillside Arts Council', full_name: 'Otis Outsider' });
  return {
    backend,
    orgId,
    owner: owner.client,
    admin,
    member: plainMember,
    viewer,
    outsider: outsider.client,
    outsiderOrgId: await organizationOf(backend, outsider.id),
    sql: (text, params = []) => backend.admin.query(text, params),
    async newOrganization(name) {
      const user = await signUp(backend, { organization_name: name, full_name: 'Nell Owner' });
      return { owner: user.client, orgId: await organizationOf(backend, user.id) };
    },
  };
}

/** Calls an RPC and returns its data, or throws its error message (with its code). */
export async function call<T>(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
  return data as T;
}

/** Starts an import and stages every kind of the books in chunks of at most `chunk` rows. */
export async function stageBooks(client: SupabaseClient, orgId: string, books: Books, chunk = 5000): Promise<string> {
  const batchId = await call<string>(client, 'create_import_batch', {
    p_organization_id: orgId,
    p_source: 'QuickBooks Online',
    p_file_names: ['riverside-trial-balance.csv', 'riverside-journal.csv'],
    p_conversion_date: CONVERSION_DATE,
  });
  for (const kind of Object.keys(books) as BookKind[]) {
    const rows = books[kind];
    for (let start = 0; start < rows.length; start += chunk) {
      await call(client, 'stage_import_rows', { p_batch_id: batchId, p_kind: kind, p_rows: rows.slice(start, start + chunk), p_first_row: start + 1 });
    }
  }
  return batchId;
}

/** Stages the books and takes every suggestion: the usual way to a batch ready to commit. */
export async function readyBatch(client: SupabaseClient, orgId: string, books: Books): Promise<string> {
  const batchId = await stageBooks(client, orgId, books);
  await call<MappingRow[]>(client, 'suggest_import_mappings', { p_batch_id: batchId });
  return batchId;
}

export function preview(client: SupabaseClient, batchId: string, limit = 200): Promise<ImportOutcome> {
  return call<ImportOutcome>(client, 'preview_import_batch', { p_batch_id: batchId, p_problem_limit: limit });
}

export function commit(client: SupabaseClient, batchId: string): Promise<ImportOutcome> {
  return call<ImportOutcome>(client, 'commit_import_batch', { p_batch_id: batchId });
}

export function undo(client: SupabaseClient, batchId: string): Promise<UndoResult> {
  return call<UndoResult>(client, 'undo_import_batch', { p_batch_id: batchId });
}

/** What an organization's books hold, counted with owner rights: entries, lines, documents, records. */
export async function bookCounts(f: ImportFixture, orgId = f.orgId): Promise<Record<string, number>> {
  const rows = await f.sql<Record<string, number>>(
    `select (select count(*)::int from public.journal_entries where organization_id = $1) as entries,
            (select count(*)::int from public.journal_entry_lines where organization_id = $1) as lines,
            (select count(*)::int from public.invoices where organization_id = $1) as invoices,
            (select count(*)::int from public.bills where organization_id = $1) as bills,
            (select count(*)::int from public.accounts where organization_id = $1) as accounts,
            (select count(*)::int from public.funds where organization_id = $1) as funds,
            (select count(*)::int from public.projects where organization_id = $1) as projects,
            (select count(*)::int from public.donors where organization_id = $1) as donors,
            (select count(*)::int from public.customers where organization_id = $1) as customers,
            (select count(*)::int from public.vendors where organization_id = $1) as vendors,
            (select count(*)::int from private.ledger_daily_totals where organization_id = $1) as daily_totals`,
    [orgId],
  );
  return rows[0] ?? {};
}
