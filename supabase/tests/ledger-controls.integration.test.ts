// Ledger controls an auditor relies on, through supabase-js against the real
// backend as the app and any API client reach it: a document's entry is corrected only through the
// document, an entry's provenance is the database's word, document lines post to the right kind of
// account, and nothing changes a locked period's statements without a posting in an open period.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { createTestClient } from '@missionbase/backend/test/supabase-client';

interface SignedIn {
  client: SupabaseClient;
  userId: string;
}

let backend: TestBackend;
let owner: SignedIn;
let admin: SignedIn;
let member: SignedIn;
let org: string;
let general: string;

async function signUp(metadata: Record<string, string>): Promise<SignedIn> {
  const client = createTestClient(backend.url, backend.anonKey);
  const email = `controls-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'correct horse battery staple';
  const up = await client.auth.signUp({ email, password, options: { data: metadata } });
  if (up.error || !up.data.user) throw new Error(`sign-up failed: ${up.error?.message}`);
  if (!up.data.session) {
    const signIn = await client.auth.signInWithPassword({ email, password });
    if (signIn.error) throw signIn.error;
  }
  return { client, userId: up.data.user.id };
}

async function sql<R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return backend.admin.query<R>(text, params);
}

async function account(code: string): Promise<string> {
  const rows = await sql<{ id: string }>('select id from public.accounts where organization_id = $1 and code = $2', [org, code]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no account ${code}`);
  return id;
}

/** The stored value of `data` or the test fails with the database's message. */
function ok<T>(result: { data: T; error: { message: string } | null }): NonNullable<T> {
  if (result.error) throw new Error(result.error.message);
  if (result.data === null || result.data === undefined) throw new Error('no data');
  return result.data;
}

async function entryOf(table: string, id: string): Promise<string> {
  const rows = await sql<{ journal_entry_id: string }>(`select journal_entry_id from public.${table} where id = $1`, [id]);
  const entry = rows[0]?.journal_entry_id;
  if (!entry) throw new Error(`${table} ${id} has no entry`);
  return entry;
}

async function reversalsOf(entryId: string): Promise<number> {
  const rows = await sql<{ n: number }>('select count(*)::int as n from public.journal_entries where reverses_entry_id = $1', [entryId]);
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  backend = await startTestBackend();
  owner = await signUp({ organization_name: 'Controls Food Bank', full_name: 'Olive Owner' });
  const rows = await sql<{ organization_id: string; default_fund_id: string }>(
    `select m.organization_id, s.default_fund_id from public.organization_members m
     join public.organization_settings s on s.organization_id = m.organization_id where m.user_id = $1`,
    [owner.userId],
  );
  org = rows[0]?.organization_id ?? '';
  general = rows[0]?.default_fund_id ?? '';
  admin = await signUp({ full_name: 'Ada Admin' });
  member = await signUp({ full_name: 'Max Member' });
  await sql('insert into public.organization_members (organization_id, user_id, role) values ($1, $2, $3), ($1, $4, $5)', [org, admin.userId, 'admin', member.userId, 'member']);
});

afterAll(async () => {
  await backend?.stop();
});

describe('reversing an entry a document owns', () => {
  it('refuses a transaction\'s entry, which stays in force, and the transaction stays editable', async () => {
    const tx = ok(await member.client.from('transactions')
      .insert({ organization_id: org, type: 'Expense', amount: 40, description: 'Printer paper', account_id: await account('6300'), date: '2026-02-03' })
      .select('id').single());
    const entry = await entryOf('transactions', tx.id);

    const reversal = await member.client.rpc('reverse_journal_entry', { p_entry_id: entry, p_date: '2026-02-04' });
    expect(reversal.error?.message).toMatch(/belongs to a transaction/);
    expect(reversal.error?.message).toMatch(/correct it through the transaction/);
    expect(await reversalsOf(entry)).toBe(0);

    const edited = await member.client.from('transactions').update({ amount: 45 }).eq('id', tx.id).select('amount').single();
    expect(edited.error).toBeNull();
    expect(await reversalsOf(entry)).toBe(1);
  });

  it('refuses the entries of a donation, an invoice and its payment, a bill and its payment, a payroll run and a reversal', async () => {
    const c = member.client;
    const donation = ok(await c.from('donations').insert({ organization_id: org, donor_name: 'Dana', amount: 120, donation_date: '2026-02-05' }).select('id').single());
    const invoice = ok(await c.from('invoices').insert({ organization_id: org, customer_name: 'School', issue_date: '2026-02-05', due_date: '2026-03-05' }).select('id').single());
    ok(await c.from('invoice_lines').insert({ organization_id: org, invoice_id: invoice.id, description: 'Meals', unit_price: 300, account_id: await account('4200') }).select('id').single());
    ok(await c.from('invoices').update({ status: 'sent' }).eq('id', invoice.id).select('id').single());
    ok(await c.from('invoices').update({ amount_paid: 100, paid_date: '2026-02-10' }).eq('id', invoice.id).select('id').single());
    const bill = ok(await c.from('bills').insert({ organization_id: org, vendor_name: 'Grocer', bill_date: '2026-02-05', due_date: '2026-03-05' }).select('id').single());
    ok(await c.from('bill_lines').insert({ organization_id: org, bill_id: bill.id, description: 'Rice', unit_price: 80, account_id: await account('6400') }).select('id').single());
    ok(await c.from('bills').update({ status: 'open' }).eq('id', bill.id).select('id').single());
    ok(await c.from('bills').update({ amount_paid: 80, paid_date: '2026-02-12' }).eq('id', bill.id).select('id').single());
    const employee = ok(await c.from('employees').insert({ organization_id: org, name: 'Eli' }).select('id').single());
    // Only owners and admins run payroll.
    const payroll = admin.client;
    const run = ok(await payroll.from('payroll_runs').insert({ organization_id: org, period_start: '2026-02-01', period_end: '2026-02-14', pay_date: '2026-02-15' }).select('id').single());
    ok(await payroll.from('payroll_run_lines').insert({ organization_id: org, payroll_run_id: run.id, employee_id: employee.id, gross_pay: 1000, employee_taxes: 100 }).select('id').single());
    ok(await payroll.from('payroll_runs').update({ status: 'approved' }).eq('id', run.id).select('id').single());
    const tx = ok(await c.from('transactions').insert({ organization_id: org, type: 'Income', amount: 60, description: 'Bake sale', date: '2026-02-06' }).select('id').single());
    ok(await c.from('transactions').update({ amount: 65 }).eq('id', tx.id).select('id').single());

    const entries = await sql<{ id: string; source_type: string }>(
      `select e.id, e.source_type from public.journal_entries e
       where e.organization_id = $1
         and (e.source_id = any ($2::uuid[])
              or e.reverses_entry_id in (select d.id from public.journal_entries d where d.source_id = any ($2::uuid[])))
       order by e.source_type`,
      [org, [donation.id, invoice.id, bill.id, run.id, tx.id]],
    );
    const kinds = new Set(entries.map((e) => e.source_type));
    expect([...kinds].sort()).toEqual(['bill', 'bill_payment', 'donation', 'invoice', 'invoice_payment', 'payroll_run', 'reversal', 'transaction']);
    for (const entry of entries) {
      const result = await c.rpc('reverse_journal_entry', { p_entry_id: entry.id, p_date: '2026-02-20' });
      expect(result.error?.message, entry.source_type).toMatch(/cannot be reversed|belongs to|already reversed/);
    }
    const reversed = await sql<{ n: number }>(
      'select count(*)::int as n from public.journal_entries where reverses_entry_id = any ($1::uuid[]) and entry_date = $2',
      [entries.map((e) => e.id), '2026-02-20'],
    );
    expect(reversed[0]?.n).toBe(0);
  });

  it('still reverses a manual entry once', async () => {
    const entry = ok(await member.client.rpc('post_journal_entry', {
      p_organization_id: org, p_entry_date: '2026-02-07', p_description: 'Accrue audit fee',
      p_lines: [{ account_id: await account('6600'), fund_id: general, debit: 500 }, { account_id: await account('2999'), fund_id: general, credit: 500 }],
    }));
    const first = await member.client.rpc('reverse_journal_entry', { p_entry_id: entry, p_date: '2026-02-28' });
    expect(first.error).toBeNull();
    const second = await member.client.rpc('reverse_journal_entry', { p_entry_id: entry, p_date: '2026-02-28' });
    expect(second.error?.message).toMatch(/already reversed/);
  });
});

describe('provenance of an entry is the database\'s word', () => {
  it('refuses an entry that claims to be a document\'s or a reversal, and the document stays editable', async () => {
    const tx = ok(await member.client.from('transactions')
      .insert({ organization_id: org, type: 'Expense', amount: 25, description: 'Stamps', account_id: await account('6300'), date: '2026-03-02' })
      .select('id, journal_entry_id').single());
    const before = await sql<{ n: number }>('select count(*)::int as n from public.journal_entries where organization_id = $1', [org]);

    const claimsTransaction = await member.client.from('journal_entries').insert({
      organization_id: org, entry_date: '2026-03-02', description: 'Stamps', status: 'draft',
      source_type: 'transaction', source_id: tx.id,
    });
    expect(claimsTransaction.error?.message).toMatch(/Only the database records where an entry comes from/);
    const claimsReversal = await member.client.from('journal_entries').insert({
      organization_id: org, entry_date: '2026-03-02', description: 'Reversal of: Stamps', status: 'draft',
      source_type: 'reversal', reverses_entry_id: tx.journal_entry_id,
    });
    expect(claimsReversal.error?.message).toMatch(/Only the database records where an entry comes from/);
    const manualReversal = await member.client.from('journal_entries').insert({
      organization_id: org, entry_date: '2026-03-02', description: 'Sneaky', status: 'draft', reverses_entry_id: tx.journal_entry_id,
    });
    expect(manualReversal.error?.message).toMatch(/Only the database records where an entry comes from/);
    const after = await sql<{ n: number }>('select count(*)::int as n from public.journal_entries where organization_id = $1', [org]);
    expect(after[0]?.n).toBe(before[0]?.n);

    const edited = await member.client.from('transactions').update({ amount: 26 }).eq('id', tx.id).select('amount').single();
    expect(edited.error).toBeNull();
  });

  it('records the real author and times whatever the client sends, and keeps them on update', async () => {
    // The database's clock before the insert: the times recorded are the server's, not the forged 2020.
    const [clock] = await sql<{ before: Date }>('select now() as before');
    const before = clock?.before.getTime() ?? Number.POSITIVE_INFINITY;
    const forged = ok(await member.client.from('journal_entries').insert({
      organization_id: org, entry_date: '2026-03-03', description: 'Petty cash count', status: 'draft',
      created_by: owner.userId, created_at: '2020-01-01T00:00:00Z', posted_at: '2020-01-01T00:00:00Z',
    }).select('id, created_by, created_at, posted_at, source_type').single());
    expect(forged.created_by).toBe(member.userId);
    expect(Date.parse(forged.created_at)).toBeGreaterThanOrEqual(before);
    expect(forged.posted_at).toBeNull();
    expect(forged.source_type).toBe('manual');

    const relabel = await member.client.from('journal_entries').update({ source_type: 'donation', source_id: randomUUID() }).eq('id', forged.id);
    expect(relabel.error?.message).toMatch(/Only the database records where an entry comes from/);
    const rewrite = ok(await member.client.from('journal_entries')
      .update({ created_by: owner.userId, created_at: '2020-01-01T00:00:00Z', description: 'Petty cash count (March)' })
      .eq('id', forged.id).select('created_by, created_at, description').single());
    expect(rewrite).toEqual({ created_by: member.userId, created_at: forged.created_at, description: 'Petty cash count (March)' });

    ok(await member.client.from('journal_entry_lines').insert([
      { organization_id: org, journal_entry_id: forged.id, account_id: await account('6300'), fund_id: general, debit: 12, credit: 0, line_number: 1 },
      { organization_id: org, journal_entry_id: forged.id, account_id: await account('1010'), fund_id: general, debit: 0, credit: 12, line_number: 2 },
    ]).select('id'));
    const posted = ok(await member.client.from('journal_entries')
      .update({ status: 'posted', posted_at: '2020-01-01T00:00:00Z', created_by: owner.userId })
      .eq('id', forged.id).select('status, posted_at, created_by').single());
    expect(posted.status).toBe('posted');
    expect(posted.created_by).toBe(member.userId);
    expect(Date.parse(String(posted.posted_at))).toBeGreaterThanOrEqual(before);
  });

  it('still lets the posting functions and the RPC write their provenance', async () => {
    const entry = ok(await member.client.rpc('post_journal_entry', {
      p_organization_id: org, p_entry_date: '2026-03-04', p_description: 'Reclass supplies',
      p_lines: [{ account_id: await account('6400'), fund_id: general, debit: 9 }, { account_id: await account('6300'), fund_id: general, credit: 9 }],
    }));
    const reversal = ok(await member.client.rpc('reverse_journal_entry', { p_entry_id: entry, p_date: '2026-03-05' }));
    const rows = await sql<{ id: string; source_type: string; source_id: string | null; reverses_entry_id: string | null; created_by: string }>(
      'select id, source_type, source_id, reverses_entry_id, created_by from public.journal_entries where id = any ($1::uuid[]) order by created_at, source_type',
      [[entry, reversal]],
    );
    expect(rows.map((r) => [r.source_type, r.reverses_entry_id, r.created_by])).toEqual([
      ['manual', null, member.userId],
      ['reversal', entry, member.userId],
    ]);
    const donation = ok(await member.client.from('donations').insert({ organization_id: org, donor_name: 'Rae', amount: 30, donation_date: '2026-03-04' }).select('id, journal_entry_id').single());
    const donationEntry = await sql<{ source_type: string; source_id: string }>('select source_type, source_id from public.journal_entries where id = $1', [donation.journal_entry_id]);
    expect(donationEntry).toEqual([{ source_type: 'donation', source_id: donation.id }]);
  });
});

describe('document lines post to the right kind of account', () => {
  it('refuses an invoice line on Cash and accepts Revenue or Deferred Revenue', async () => {
    const c = member.client;
    const invoice = ok(await c.from('invoices').insert({ organization_id: org, customer_name: 'Clinic', issue_date: '2026-03-10', due_date: '2026-04-10' }).select('id').single());
    const onCash = await c.from('invoice_lines').insert({ organization_id: org, invoice_id: invoice.id, description: 'Meals', unit_price: 50, account_id: await account('1010') });
    expect(onCash.error?.message).toMatch(/An invoice line is credited to a Revenue account or a deferred revenue liability/);
    const fee = ok(await c.from('invoice_lines').insert({ organization_id: org, invoice_id: invoice.id, description: 'Meals', unit_price: 50, account_id: await account('4200') }).select('id').single());
    ok(await c.from('invoice_lines').insert({ organization_id: org, invoice_id: invoice.id, description: 'Next term, paid ahead', unit_price: 20, account_id: await account('2200'), line_number: 2 }).select('id').single());
    const moved = await c.from('invoice_lines').update({ account_id: await account('1100') }).eq('id', fee.id);
    expect(moved.error?.message).toMatch(/An invoice line is credited to a Revenue account or a deferred revenue liability/);
    ok(await c.from('invoices').update({ status: 'sent' }).eq('id', invoice.id).select('id').single());
    const entry = await entryOf('invoices', invoice.id);
    const lines = await sql<{ code: string; credit: string }>(
      `select a.code, l.credit::text from public.journal_entry_lines l join public.accounts a on a.id = l.account_id where l.journal_entry_id = $1 and l.credit > 0 order by a.code`,
      [entry],
    );
    expect(lines).toEqual([{ code: '2200', credit: '20.00' }, { code: '4200', credit: '50.00' }]);
  });

  it('refuses a bill line on Contributions and accepts Expenses or Assets', async () => {
    const c = member.client;
    const bill = ok(await c.from('bills').insert({ organization_id: org, vendor_name: 'Hardware Co', bill_date: '2026-03-11', due_date: '2026-04-11' }).select('id').single());
    const onRevenue = await c.from('bill_lines').insert({ organization_id: org, bill_id: bill.id, description: 'Shelving', unit_price: 90, account_id: await account('4010') });
    expect(onRevenue.error?.message).toMatch(/A bill line is debited to an Expenses or Assets account/);
    const onLiability = await c.from('bill_lines').insert({ organization_id: org, bill_id: bill.id, description: 'Shelving', unit_price: 90, account_id: await account('2010') });
    expect(onLiability.error?.message).toMatch(/A bill line is debited to an Expenses or Assets account/);
    ok(await c.from('bill_lines').insert({ organization_id: org, bill_id: bill.id, description: 'Shelving', unit_price: 90, account_id: await account('1500') }).select('id').single());
    ok(await c.from('bill_lines').insert({ organization_id: org, bill_id: bill.id, description: 'Bolts', unit_price: 10, account_id: await account('6300'), line_number: 2 }).select('id').single());
    ok(await c.from('bills').update({ status: 'open' }).eq('id', bill.id).select('id').single());
  });

  it('checks the lines again when the document is issued (an account may have moved since)', async () => {
    const c = member.client;
    const spare = ok(await c.from('accounts').insert({ organization_id: org, code: '4610', name: 'Workshop Fees', category: 'Revenue', parent_id: await account('4000') }).select('id').single());
    const invoice = ok(await c.from('invoices').insert({ organization_id: org, customer_name: 'Library', issue_date: '2026-03-12', due_date: '2026-04-12' }).select('id').single());
    ok(await c.from('invoice_lines').insert({ organization_id: org, invoice_id: invoice.id, description: 'Workshop', unit_price: 75, account_id: spare.id }).select('id').single());
    ok(await c.from('accounts').update({ category: 'Assets', parent_id: await account('1000'), normal_balance: 'debit' }).eq('id', spare.id).select('id').single());
    const issued = await c.from('invoices').update({ status: 'sent' }).eq('id', invoice.id);
    expect(issued.error?.message).toMatch(/An invoice line is credited to a Revenue account or a deferred revenue liability/);
  });

  it('keeps the fallback accounts of the settings in their kind', async () => {
    const c = owner.client;
    const revenueOnCash = await c.from('organization_settings').update({ default_revenue_account_id: await account('1010') }).eq('organization_id', org);
    expect(revenueOnCash.error?.message).toMatch(/The default revenue account must be a Revenue account/);
    const expenseOnRevenue = await c.from('organization_settings').update({ default_expense_account_id: await account('4010') }).eq('organization_id', org);
    expect(expenseOnRevenue.error?.message).toMatch(/The default expense account must be an Expenses account/);
    const cashOnRent = await c.from('organization_settings').update({ default_cash_account_id: await account('6100') }).eq('organization_id', org);
    expect(cashOnRent.error?.message).toMatch(/The cash account must be an Assets account/);
    const restricted = ok(await c.from('funds').insert({ organization_id: org, name: 'Capital Campaign', restriction: 'with_donor_restrictions' }).select('id').single());
    const restrictedDefault = await c.from('organization_settings').update({ default_fund_id: restricted.id }).eq('organization_id', org);
    expect(restrictedDefault.error?.message).toMatch(/The general fund must be without donor restrictions/);
    ok(await c.from('organization_settings').update({ default_revenue_account_id: await account('4010') }).eq('organization_id', org).select('organization_id').single());
  });
});

/** The trial balance of the locked year as get_account_balances gives it: "account code|fund|balance" rows. */
async function lockedYearBalances(): Promise<string[]> {
  const rows = ok(await owner.client.rpc('get_account_balances', { p_organization_id: org, p_from: '2025-01-01', p_to: '2025-12-31' })) as Array<{ account_id: string; fund_id: string; balance: number }>;
  const codes = await sql<{ id: string; code: string; category: string }>('select id, code, category from public.accounts where organization_id = $1', [org]);
  const byId = new Map(codes.map((row) => [row.id, `${row.code} ${row.category}`]));
  return rows.map((row) => `${byId.get(row.account_id)}|${row.fund_id}|${row.balance}`).sort();
}

describe('an account with postings in a locked period keeps its place in the statements', () => {
  let lockedBefore: string[];

  beforeAll(async () => {
    const c = member.client;
    ok(await c.from('transactions').insert([
      { organization_id: org, type: 'Expense', amount: 910.25, description: 'Wages June', account_id: await account('5100'), date: '2025-06-15' },
      { organization_id: org, type: 'Income', amount: 2000, description: 'Spring appeal', account_id: await account('4010'), date: '2025-05-01' },
      { organization_id: org, type: 'Asset', amount: 500, description: 'Move to savings', account_id: await account('1020'), date: '2025-05-02' },
    ]).select('id'));
    ok(await c.from('donations').insert({ organization_id: org, donor_name: 'Grocer', amount: 140, method: 'in_kind', donation_date: '2025-07-01' }).select('id'));
    ok(await owner.client.from('organization_settings').update({ locked_through: '2025-12-31' }).eq('organization_id', org).select('locked_through').single());
    lockedBefore = await lockedYearBalances();
  });

  it('refuses to move Salaries & Wages to Assets, to flip its normal balance or to put it under another category', async () => {
    const c = admin.client;
    const salaries = await account('5100');
    const toAssets = await c.from('accounts').update({ category: 'Assets', parent_id: await account('1000'), normal_balance: 'debit' }).eq('id', salaries);
    expect(toAssets.error?.message).toMatch(/Account 5100 Salaries & Wages has postings in the locked period \(through 2025-12-31\)/);
    const flipped = await c.from('accounts').update({ normal_balance: 'credit' }).eq('id', salaries);
    expect(flipped.error?.message).toMatch(/has postings in the locked period/);
    const underRevenue = await c.from('accounts').update({ category: 'Revenue', parent_id: await account('4000') }).eq('id', salaries);
    expect(underRevenue.error?.message).toMatch(/has postings in the locked period/);
    expect(await lockedYearBalances()).toEqual(lockedBefore);
  });

  it('refuses to make a locked account count as cash, or stop counting as cash, through its type or role', async () => {
    const bank = await sql<{ id: string }>(`select id from public.account_types where organization_id = $1 and name = 'Bank'`, [org]);
    const inventoryAsBank = await admin.client.from('accounts').update({ account_type_id: bank[0]?.id }).eq('id', await account('1300'));
    expect(inventoryAsBank.error?.message).toMatch(/Account 1300 Inventory has postings in the locked period/);
    const savingsWithoutRole = await admin.client.from('accounts').update({ system_key: null, account_type_id: null }).eq('id', await account('1020'));
    expect(savingsWithoutRole.error?.message).toMatch(/Account 1020 Savings has postings in the locked period/);
    expect(await lockedYearBalances()).toEqual(lockedBefore);
  });

  it('still lets an account be renamed, described and deactivated', async () => {
    const renamed = ok(await admin.client.from('accounts')
      .update({ name: 'Salaries and Wages', description: 'Gross pay', is_active: false })
      .eq('id', await account('5100')).select('name, is_active, category').single());
    expect(renamed).toEqual({ name: 'Salaries and Wages', is_active: false, category: 'Expenses' });
    ok(await admin.client.from('accounts').update({ is_active: true }).eq('id', await account('5100')).select('id'));
    expect(await lockedYearBalances()).toEqual(lockedBefore);
  });
});

describe('no other path changes a locked period\'s statements', () => {
  let lockedBefore: string[];
  let youthMeals: string;
  let pettyCash: string;

  beforeAll(async () => {
    // The 22.4 block locked 2025; reopen it to record more of 2025, then lock it again.
    ok(await owner.client.from('organization_settings').update({ locked_through: null }).eq('organization_id', org).select('organization_id').single());
    youthMeals = ok(await owner.client.from('funds').insert({ organization_id: org, name: 'Youth Meals', restriction: 'with_donor_restrictions' }).select('id').single()).id;
    const bank = await sql<{ id: string }>(`select id from public.account_types where organization_id = $1 and name = 'Bank'`, [org]);
    pettyCash = ok(await admin.client.from('accounts').insert({
      organization_id: org, code: '1030', name: 'Petty Cash', category: 'Assets', parent_id: await account('1000'), account_type_id: bank[0]?.id,
    }).select('id').single()).id;
    ok(await member.client.from('donations').insert({
      organization_id: org, donor_name: 'Harbor Foundation', amount: 800, restriction: 'with_donor_restrictions', fund_id: youthMeals, donation_date: '2025-09-01',
    }).select('id'));
    ok(await member.client.from('transactions').insert({ organization_id: org, type: 'Asset', amount: 50, description: 'Fill petty cash', account_id: pettyCash, date: '2025-09-02' }).select('id'));
    ok(await owner.client.from('organization_settings').update({ locked_through: '2025-12-31' }).eq('organization_id', org).select('organization_id').single());
    lockedBefore = await lockedYearBalances();
  });

  it('refuses to change the restriction of a fund with postings in the locked period', async () => {
    const unrestrict = await admin.client.from('funds').update({ restriction: 'without_donor_restrictions' }).eq('id', youthMeals);
    expect(unrestrict.error?.message).toMatch(/Fund "Youth Meals" has postings in the locked period \(through 2025-12-31\)/);
    const restrictGeneral = await admin.client.from('funds').update({ restriction: 'with_donor_restrictions' }).eq('id', general);
    expect(restrictGeneral.error?.message).toMatch(/has postings in the locked period/);
    ok(await admin.client.from('funds').update({ name: 'Youth Meals Program', purpose: 'Meals for children' }).eq('id', youthMeals).select('id'));
  });

  it('lets only an owner move the lock date back or clear it', async () => {
    const back = await admin.client.from('organization_settings').update({ locked_through: '2025-06-30' }).eq('organization_id', org);
    expect(back.error?.message).toMatch(/Only an owner can reopen a locked period/);
    const cleared = await admin.client.from('organization_settings').update({ locked_through: null }).eq('organization_id', org);
    expect(cleared.error?.message).toMatch(/Only an owner can reopen a locked period/);
    ok(await admin.client.from('organization_settings').update({ locked_through: '2026-01-15' }).eq('organization_id', org).select('organization_id').single());
    ok(await owner.client.from('organization_settings').update({ locked_through: '2025-12-31' }).eq('organization_id', org).select('organization_id').single());
  });

  it('refuses to change the fiscal year start or the currency while a locked period holds postings', async () => {
    for (const client of [admin.client, owner.client]) {
      const fiscal = await client.from('organization_settings').update({ fiscal_year_start_month: 7 }).eq('organization_id', org);
      expect(fiscal.error?.message).toMatch(/The fiscal year start and the currency cannot change while a locked period holds postings/);
      const currency = await client.from('organization_settings').update({ currency: 'EUR' }).eq('organization_id', org);
      expect(currency.error?.message).toMatch(/The fiscal year start and the currency cannot change while a locked period holds postings/);
    }
    ok(await admin.client.from('organization_settings').update({ time_zone: 'America/Chicago', invoice_prefix: 'INV-' }).eq('organization_id', org).select('organization_id').single());
  });

  it('refuses to change which accounts count as cash in the locked period, through the Bank type or the cash account setting', async () => {
    const renamed = await admin.client.from('account_types').update({ name: 'Checking' }).eq('organization_id', org).eq('name', 'Bank');
    expect(renamed.error?.message).toMatch(/Account 1030 Petty Cash has postings in the locked period/);
    const deleted = await admin.client.from('account_types').delete().eq('organization_id', org).eq('name', 'Bank');
    expect(deleted.error?.message).toMatch(/Account 1030 Petty Cash has postings in the locked period/);
    const inventoryAsCash = await owner.client.from('organization_settings').update({ default_cash_account_id: await account('1300') }).eq('organization_id', org);
    expect(inventoryAsCash.error?.message).toMatch(/Account 1300 Inventory has postings in the locked period/);
    ok(await owner.client.from('organization_settings').update({ default_cash_account_id: pettyCash }).eq('organization_id', org).select('organization_id').single());
    ok(await owner.client.from('organization_settings').update({ default_cash_account_id: await account('1010') }).eq('organization_id', org).select('organization_id').single());
    expect(await lockedYearBalances()).toEqual(lockedBefore);
  });

  it('keeps refusing to delete an account, fund or project the locked lines use, to write a draft dated in the locked period, or to post one written before the lock', async () => {
    const c = admin.client;
    const project = ok(await c.from('projects').insert({ organization_id: org, name: 'Mobile Pantry' }).select('id').single());
    ok(await owner.client.from('organization_settings').update({ locked_through: null }).eq('organization_id', org).select('organization_id').single());
    ok(await member.client.from('transactions').insert({ organization_id: org, type: 'Expense', amount: 70, description: 'Van fuel', account_id: await account('6500'), project_id: project.id, date: '2025-10-03' }).select('id'));
    const draft = ok(await member.client.from('journal_entries').insert({ organization_id: org, entry_date: '2025-11-30', description: 'Late accrual', status: 'draft' }).select('id').single());
    ok(await member.client.from('journal_entry_lines').insert([
      { organization_id: org, journal_entry_id: draft.id, account_id: await account('6600'), fund_id: general, debit: 5, credit: 0, line_number: 1 },
      { organization_id: org, journal_entry_id: draft.id, account_id: await account('2999'), fund_id: general, debit: 0, credit: 5, line_number: 2 },
    ]).select('id'));
    ok(await owner.client.from('organization_settings').update({ locked_through: '2025-12-31' }).eq('organization_id', org).select('organization_id').single());
    expect((await c.from('accounts').delete().eq('id', await account('6500'))).error).not.toBeNull();
    expect((await c.from('funds').delete().eq('id', youthMeals)).error).not.toBeNull();
    expect((await c.from('projects').delete().eq('id', project.id)).error).not.toBeNull();
    const posted = await member.client.from('journal_entries').update({ status: 'posted' }).eq('id', draft.id);
    expect(posted.error?.message).toMatch(/Period locked/);
    const renamed = await member.client.from('journal_entries').update({ description: 'Late accrual (Nov)' }).eq('id', draft.id);
    expect(renamed.error?.message).toMatch(/Period locked/);
    const another = await member.client.from('journal_entries').insert({ organization_id: org, entry_date: '2025-12-15', description: 'Backdated', status: 'draft' });
    expect(another.error?.message).toBe('Period locked: nothing can be posted on or before 2025-12-31');
    // The old draft may leave the lock, then post.
    ok(await member.client.from('journal_entries').update({ entry_date: '2026-01-02' }).eq('id', draft.id).select('id'));
    ok(await member.client.from('journal_entries').update({ status: 'posted' }).eq('id', draft.id).select('id'));
    const ledger = await sql<{ n: number }>(
      `select count(*)::int as n from public.accounts a where a.organization_id = $1 and a.code = '6500'`, [org]);
    expect(ledger[0]?.n).toBe(1);
  });
});
