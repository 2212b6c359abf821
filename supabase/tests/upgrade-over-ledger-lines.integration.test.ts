// The upgrade path of an installation that already holds a ledger (the path that broke in session 5:
// 20261125001100 stopped `pnpm start` with 55006 on any database with journal lines). A database is
// migrated only up to the file before 20261125001100, given posted journal entries, an issued and
// part-paid invoice, a voided invoice, a paid bill and a donation through that schema's own rules,
// and then the runner applies every later migration: no error, and the ledger's counts and balances
// and the documents' figures are what they were.
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { runMigrations } from '@missionbase/backend/src/db/migrations';
import { TestDatabase } from './support/database.ts';
import type { TestUser } from './support/database.ts';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));
/** The first migration that alters journal_entry_lines while the ledger holds lines. */
const FIRST_LATER = '20261125001100';

let backend: TestBackend;
let db: TestDatabase;
let earlier: string;
const organizations: string[] = [];

/** A folder holding the migrations before FIRST_LATER (links to the real files). */
function migrationsBefore(version: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mb-upgrade-'));
  for (const file of readdirSync(MIGRATIONS)) {
    if (file.endsWith('.sql') && file < version) symlinkSync(path.join(MIGRATIONS, file), path.join(dir, file));
  }
  return dir;
}

/** One organization's books, written through the rules of the schema before FIRST_LATER. */
async function booksOf(label: string): Promise<string> {
  const { owner, organizationId } = await db.createOrganization(`Upgrade ${label}`);
  organizations.push(organizationId);
  const fund = await db.generalFundId(organizationId);
  const cash = await db.accountId(organizationId, '1010');
  const contributions = await db.accountId(organizationId, '4010');
  const rent = await db.accountId(organizationId, '6100');
  await db.as(owner, async (client) => {
    for (const [cents, day] of [[125_000, '2026-10-01'], [48_050, '2026-10-15'], [7_525, '2026-11-02']] as const) {
      const amount = (cents / 100).toFixed(2);
      await client.query('select public.post_journal_entry($1, $2, $3, $4::jsonb)', [
        organizationId,
        day,
        `Entry ${label} ${amount}`,
        JSON.stringify([
          { account_id: rent, fund_id: fund, debit: amount },
          { account_id: cash, fund_id: fund, credit: amount },
        ]),
      ]);
    }
  });
  await issuedInvoice(owner, organizationId, contributions, 'sent', 40);
  await issuedInvoice(owner, organizationId, contributions, 'void', 0);
  await db.as(owner, async (client) => {
    const bill = await client.query<{ id: string }>(`insert into public.bills (organization_id, bill_number, vendor_name, bill_date, due_date) values ($1, '', 'Hall Rentals', '2026-10-20', '2026-11-20') returning id`, [organizationId]);
    await client.query(`insert into public.bill_lines (organization_id, bill_id, description, quantity, unit_price, account_id) values ($1, $2, 'October hall', 1, 600, $3)`, [organizationId, bill.rows[0]!.id, rent]);
    await client.query(`update public.bills set status = 'open' where id = $1`, [bill.rows[0]!.id]);
    await client.query(`update public.bills set status = 'paid', paid_date = '2026-11-05' where id = $1`, [bill.rows[0]!.id]);
    await client.query(`insert into public.donations (organization_id, donor_name, donation_date, amount, method) values ($1, 'Dana Donor', '2026-10-09', 250, 'check')`, [organizationId]);
  });
  return organizationId;
}

async function issuedInvoice(owner: TestUser, organizationId: string, account: string, status: 'sent' | 'void', paid: number): Promise<void> {
  await db.as(owner, async (client) => {
    const invoice = await client.query<{ id: string }>(`insert into public.invoices (organization_id, invoice_number, customer_name, issue_date, due_date) values ($1, '', 'Parish Council', '2026-10-05', '2026-11-04') returning id`, [organizationId]);
    const id = invoice.rows[0]!.id;
    await client.query(
      `insert into public.invoice_lines (organization_id, invoice_id, description, quantity, unit_price, account_id, line_number)
       values ($1, $2, 'Meals programme', 3, 45.5, $3, 1), ($1, $2, 'Delivery', 1, 12.25, $3, 2)`,
      [organizationId, id, account],
    );
    await client.query(`update public.invoices set status = 'sent' where id = $1`, [id]);
    if (paid > 0) await client.query(`update public.invoices set amount_paid = $2, paid_date = '2026-10-30' where id = $1`, [id, paid]);
    if (status === 'void') await client.query(`update public.invoices set status = 'void' where id = $1`, [id]);
  });
}

/** What must survive an upgrade: counts, balances per account and fund, and the documents' figures. */
async function books(): Promise<unknown> {
  const counts = await db.query(
    `select o.name,
            (select count(*)::int from public.journal_entries e where e.organization_id = o.id) as entries,
            (select count(*)::int from public.journal_entry_lines l where l.organization_id = o.id) as lines,
            (select count(*)::int from public.invoices i where i.organization_id = o.id) as invoices,
            (select count(*)::int from public.invoice_lines i where i.organization_id = o.id) as invoice_lines,
            (select count(*)::int from public.bills b where b.organization_id = o.id) as bills,
            (select count(*)::int from public.donations d where d.organization_id = o.id) as donations
       from public.organizations o where o.id = any($1::uuid[]) order by o.name`,
    [organizations],
  );
  const balances = await db.query(
    `select o.name, a.code, f.name as fund, sum(l.debit)::text as debit, sum(l.credit)::text as credit
       from public.journal_entry_lines l
       join public.journal_entries e on e.id = l.journal_entry_id and e.status = 'posted'
       join public.organizations o on o.id = l.organization_id
       join public.accounts a on a.id = l.account_id
       join public.funds f on f.id = l.fund_id
      where l.organization_id = any($1::uuid[])
      group by o.name, a.code, f.name order by o.name, a.code, f.name`,
    [organizations],
  );
  const documents = await db.query(
    `select o.name, 'invoice' as kind, i.invoice_number as number, i.total::text, i.amount_paid::text, i.journal_entry_id is not null as posted
       from public.invoices i join public.organizations o on o.id = i.organization_id where i.organization_id = any($1::uuid[])
     union all
     select o.name, 'bill', b.bill_number, b.total::text, b.amount_paid::text, b.journal_entry_id is not null
       from public.bills b join public.organizations o on o.id = b.organization_id where b.organization_id = any($1::uuid[])
     union all
     select o.name, 'donation', d.donor_name, d.amount::text, null, d.journal_entry_id is not null
       from public.donations d join public.organizations o on o.id = d.organization_id where d.organization_id = any($1::uuid[])
     order by 1, 2, 3`,
    [organizations],
  );
  return { counts, balances, documents };
}

beforeAll(async () => {
  earlier = migrationsBefore(FIRST_LATER);
  backend = await startTestBackend({ migrationsDir: earlier }, { ownCluster: true });
  db = new TestDatabase(backend.databaseUrl);
  await booksOf('Food Bank');
  await booksOf('Shelter');
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
  if (earlier) rmSync(earlier, { recursive: true, force: true });
});

describe('upgrade over a database that holds ledger lines', () => {
  it('applies every later migration with no error, and the counts, balances and documents are unchanged', async () => {
    const before = await books();
    expect((before as { balances: unknown[] }).balances.length).toBeGreaterThan(4);
    const later = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql') && file >= FIRST_LATER).sort();

    const pool = new pg.Pool({ connectionString: backend.databaseUrl, max: 1 });
    const client = await pool.connect();
    let applied: string[];
    try {
      applied = await runMigrations(client, MIGRATIONS);
    } finally {
      client.release();
      await pool.end();
    }

    expect(applied).toEqual(later);
    expect(await books()).toEqual(before);
    // Every entry and every fund still balances under the upgraded schema.
    const unbalanced = await db.query(
      `select l.journal_entry_id, l.fund_id from public.journal_entry_lines l where l.organization_id = any($1::uuid[])
        group by grouping sets ((l.journal_entry_id), (l.organization_id, l.fund_id)) having sum(l.debit) <> sum(l.credit)`,
      [organizations],
    );
    expect(unbalanced).toEqual([]);
  });
});
