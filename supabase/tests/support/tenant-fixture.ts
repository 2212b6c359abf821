// A tenant with one row in every table, made with owner rights, for the Row Level Security matrix:
// organization A (owner, admin, member, a member with payroll access, viewer and a spare member to
// act on) and organization B
// (whose owner is the outsider). Documents are drafts so that allowed edits really succeed.
import type { TestDatabase, TestUser } from './database.ts';

export interface TenantFixture {
  orgA: string;
  orgB: string;
  owner: TestUser;
  admin: TestUser;
  member: TestUser;
  viewer: TestUser;
  /** A member of A an owner granted payroll access. */
  payroll: TestUser;
  outsider: TestUser;
  /** A member of A the matrix acts on (its membership and profile rows). */
  spare: TestUser;
  /** A user in no organization, to be added as a member by the matrix. */
  loner: TestUser;
  /** A second employee of A, for payroll lines that must not repeat an employee. */
  secondEmployeeId: string;
  /** Bank accounts of A other than the cash account: a statement mapping is one per account. */
  savingsAccountId: string;
  /** Tasks of A a dependency can point at: [the target's successor, another, one for an inserted copy]. */
  spareTaskIds: [string, string, string];
}

export async function createTenantFixture(db: TestDatabase, signUp: (metadata: Record<string, unknown>) => Promise<TestUser>): Promise<TenantFixture> {
  const owner = await signUp({ organization_name: 'Matrix Org A', full_name: 'Olivia Owner' });
  const outsider = await signUp({ organization_name: 'Matrix Org B', full_name: 'Oscar Outsider' });
  const orgOf = async (user: TestUser) =>
    (await db.one<{ organization_id: string }>(`select organization_id from public.organization_members where user_id = $1`, [user.id])).organization_id;
  const orgA = await orgOf(owner);
  const orgB = await orgOf(outsider);
  const admin = await signUp({ full_name: 'Ada Admin' });
  const member = await signUp({ full_name: 'Max Member' });
  const viewer = await signUp({ full_name: 'Vera Viewer' });
  const payroll = await signUp({ full_name: 'Pat Payroll' });
  const spare = await signUp({ full_name: 'Sam Spare' });
  const loner = await signUp({ full_name: 'Lou Loner' });
  for (const [user, role] of [[admin, 'admin'], [member, 'member'], [viewer, 'viewer'], [spare, 'member'], [payroll, 'member']] as const) {
    await db.query('insert into public.organization_members (organization_id, user_id, role, payroll_access) values ($1, $2, $3, $4)', [orgA, user.id, role, user === payroll]);
  }

  const a = orgA;
  const id = async (sql: string, params: unknown[]) => (await db.one<{ id: string }>(sql, params)).id;
  const acct = (code: string) => db.accountId(a, code);
  const project = await id(`insert into public.projects (organization_id, name) values ($1, 'Pantry') returning id`, [a]);
  const task = await id(`insert into public.project_tasks (organization_id, project_id, name) values ($1, $2, 'Plan') returning id`, [a, project]);
  const entry = await id(`insert into public.journal_entries (organization_id, description, status) values ($1, 'Draft entry', 'draft') returning id`, [a]);
  await db.query(
    `insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, debit) values ($1, $2, $3, $4, 10)`,
    [a, entry, await acct('6300'), await db.generalFundId(a)],
  );
  await db.query(`insert into public.transactions (organization_id, type, amount, description, account_id) values ($1, 'Expense', 12, 'Paper', $2)`, [a, await acct('6300')]);
  const customer = await id(`insert into public.customers (organization_id, name) values ($1, 'School') returning id`, [a]);
  const invoice = await id(`insert into public.invoices (organization_id, invoice_number, customer_id, customer_name) values ($1, 'M-1', $2, 'School') returning id`, [a, customer]);
  await db.query(`insert into public.invoice_lines (organization_id, invoice_id, description, unit_price) values ($1, $2, 'Meals', 100)`, [a, invoice]);
  const vendor = await id(`insert into public.vendors (organization_id, name, tax_id) values ($1, 'Grocer', '123-45-6789') returning id`, [a]);
  const bill = await id(`insert into public.bills (organization_id, bill_number, vendor_id, vendor_name) values ($1, 'MB-1', $2, 'Grocer') returning id`, [a, vendor]);
  await db.query(`insert into public.bill_lines (organization_id, bill_id, description, unit_price) values ($1, $2, 'Rice', 40)`, [a, bill]);
  const item = await id(`insert into public.inventory (organization_id, sku, name, quantity_on_hand) values ($1, 'SKU-1', 'Rice', 10) returning id`, [a]);
  const request = await id(`insert into public.purchase_requests (organization_id, request_number, title) values ($1, 'PR-1', 'Rice') returning id`, [a]);
  await db.query(`insert into public.purchase_request_items (organization_id, purchase_request_id, inventory_id, description) values ($1, $2, $3, 'Rice')`, [a, request, item]);
  const order = await id(`insert into public.purchase_orders (organization_id, po_number, vendor_id, vendor_name) values ($1, 'PO-1', $2, 'Grocer') returning id`, [a, vendor]);
  await db.query(`insert into public.purchase_order_items (organization_id, purchase_order_id, inventory_id, description) values ($1, $2, $3, 'Rice')`, [a, order, item]);
  const donor = await id(`insert into public.donors (organization_id, name) values ($1, 'Dana') returning id`, [a]);
  await db.query(`insert into public.donations (organization_id, donor_id, donor_name, amount) values ($1, $2, 'Dana', 25)`, [a, donor]);
  const employee = await id(`insert into public.employees (organization_id, name) values ($1, 'Eli') returning id`, [a]);
  await db.query(`update public.employee_pay set pay_rate = 98765 where employee_id = $1`, [employee]);
  const secondEmployeeId = await id(`insert into public.employees (organization_id, name) values ($1, 'Fay') returning id`, [a]);
  const run = await id(`insert into public.payroll_runs (organization_id, period_start, period_end, pay_date) values ($1, '2026-01-01', '2026-01-15', '2026-01-16') returning id`, [a]);
  await db.query(`insert into public.payroll_run_lines (organization_id, payroll_run_id, employee_id, gross_pay) values ($1, $2, $3, 1000)`, [a, run, employee]);
  const liabilityPayment = await id(
    `insert into public.payroll_liability_payments (organization_id, payment_date, account_id, total) values ($1, '2026-02-15', $2, 76.50) returning id`, [a, await acct('1010')]);
  await db.query(
    `insert into public.payroll_liability_payment_lines (organization_id, payment_id, agency, item, period, fund_id, amount)
     select $1, $2, 'Internal Revenue Service', 'Social Security (employer)', '2026-01-01', s.default_fund_id, 76.50
     from public.organization_settings s where s.organization_id = $1`, [a, liabilityPayment]);
  await db.query(`insert into public.employee_allocations (organization_id, employee_id, function, percent) values ($1, $2, 'program', 100)`, [a, employee]);
  await db.query(`insert into public.employee_private (organization_id, employee_id, tax_id, bank_account) values ($1, $2, '123-45-6789', '000111222')`, [a, employee]);
  const budget = await id(`insert into public.budgets (organization_id, name, fiscal_year, start_date, end_date) values ($1, 'FY', 2026, '2026-01-01', '2026-12-31') returning id`, [a]);
  await db.query(`insert into public.budget_line_items (organization_id, budget_id, account_id, amount) values ($1, $2, $3, 500)`, [a, budget, await acct('6300')]);
  await db.query(`insert into public.invitations (organization_id, email, role) values ($1, 'invitee@example.org', 'member')`, [a]);
  await db.query(`insert into public.notifications (organization_id, title, message) values ($1, 'For everyone', 'hello')`, [a]);
  await db.query(`insert into public.billing_payments (organization_id, provider_invoice_id, amount_cents, status, description) values ($1, 'in_matrix_1', 2900, 'paid', 'Starter')`, [a]);
  await db.query(`insert into public.contact_messages (name, email, message) values ('Visitor', 'visitor@example.org', 'Hello')`);
  const storeOrder = await id(`insert into public.store_orders (email, user_id, amount_total_cents) values ($1, $2, 3900) returning id`, [member.email, member.id]);
  await db.query(
    `insert into public.store_order_items (order_id, line_number, variant_id, product_id, product_title, variant_title, quantity, unit_price_cents)
     values ($1, 1, 'abw-single', 'annual-budget-workbook', 'Annual Budget Workbook', 'Single organization', 1, 3900)`,
    [storeOrder],
  );

  // Projects: a dependency Plan -> Shop and a comment written by the member (only its author edits it).
  const taskNamed = (name: string) => id(`insert into public.project_tasks (organization_id, project_id, name) values ($1, $2, $3) returning id`, [a, project, name]);
  const spareTaskIds: [string, string, string] = [await taskNamed('Shop'), await taskNamed('Cook'), await taskNamed('Serve')];
  await db.query(`insert into public.task_dependencies (organization_id, predecessor_id, successor_id) values ($1, $2, $3)`, [a, task, spareTaskIds[0]]);
  await db.query(`insert into public.task_comments (organization_id, task_id, author_id, body) values ($1, $2, $3, 'Bring bags')`, [a, task, member.id]);

  // Donations, invoices and bills: a pledge with an instalment; an issued invoice and an approved bill, each with a
  // payment (drafts cannot be paid, and the draft M-1/MB-1 above stay editable); an e-mailed document.
  const pledge = await id(`insert into public.pledges (organization_id, donor_id, amount, notes) values ($1, $2, 300, 'Spring pledge') returning id`, [a, donor]);
  await db.query(`insert into public.pledge_installments (organization_id, pledge_id, due_date, amount) values ($1, $2, '2026-02-01', 100)`, [a, pledge]);
  const issued = await id(`insert into public.invoices (organization_id, invoice_number, customer_id, customer_name) values ($1, 'M-2', $2, 'School') returning id`, [a, customer]);
  await db.query(`insert into public.invoice_lines (organization_id, invoice_id, description, unit_price) values ($1, $2, 'Meals', 100)`, [a, issued]);
  await db.query(`update public.invoices set status = 'sent' where id = $1`, [issued]);
  const paymentEntry = await id(`insert into public.invoice_payments (organization_id, invoice_id, amount, notes) values ($1, $2, 10, 'First part') returning journal_entry_id as id`, [a, issued]);
  const approved = await id(`insert into public.bills (organization_id, bill_number, vendor_id, vendor_name) values ($1, 'MB-2', $2, 'Grocer') returning id`, [a, vendor]);
  await db.query(`insert into public.bill_lines (organization_id, bill_id, description, unit_price) values ($1, $2, 'Rice', 40)`, [a, approved]);
  await db.query(`update public.bills set status = 'open' where id = $1`, [approved]);
  await db.query(`insert into public.bill_payments (organization_id, bill_id, amount, notes) values ($1, $2, 5, 'First part')`, [a, approved]);
  await db.query(
    `insert into public.document_emails (organization_id, recipient, subject, body, document_type, document_id, created_by)
     values ($1, 'ap@school.example.org', 'Invoice M-2', 'Please find the invoice attached.', 'invoice', $2, $3)`,
    [a, issued, owner.id],
  );

  // Bank reconciliation: a reconciliation in progress of the cash account, a statement line matched to the
  // invoice payment's deposit line, and the CSV mapping remembered for the account.
  const cash = await acct('1010');
  const reconciliation = await id(
    `insert into public.bank_reconciliations (organization_id, account_id, statement_start_date, statement_end_date, ending_balance, created_by)
     values ($1, $2, current_date - 30, current_date, 10, $3) returning id`,
    [a, cash, owner.id],
  );
  const statementLine = await id(
    `insert into public.bank_statement_lines (organization_id, reconciliation_id, account_id, line_date, amount, payee, description, bank_transaction_id)
     values ($1, $2, $3, current_date, 10, 'School', 'Deposit', 'FIT-1') returning id`,
    [a, reconciliation, cash],
  );
  const depositLine = await id(`select id from public.journal_entry_lines where journal_entry_id = $1 and account_id = $2`, [paymentEntry, cash]);
  await db.query(
    `insert into public.bank_statement_matches (organization_id, reconciliation_id, statement_line_id, journal_entry_line_id, journal_entry_id, amount, created_by)
     values ($1, $2, $3, $4, $5, 10, $6)`,
    [a, reconciliation, statementLine, depositLine, paymentEntry, owner.id],
  );
  await db.query(`insert into public.bank_statement_mappings (organization_id, account_id, mapping) values ($1, $2, '{"date": "Date"}')`, [a, cash]);

  // Inventory: the item above, made with 10 on hand, has its opening stock movement (the
  // database records it). Year-end close: a closed fiscal year (written by close_fiscal_year in real life).
  await db.query(
    `insert into public.fiscal_year_closes (organization_id, fiscal_year_start, fiscal_year_end, closed_without_restrictions, closed_by)
     values ($1, '2020-01-01', '2020-12-31', 0, $2)`,
    [a, owner.id],
  );

  // An import in staging (written by the import RPCs in real life): a staged row and a mapping.
  const importBatch = await id(`insert into public.import_batches (organization_id, source, created_by) values ($1, 'QuickBooks Online', $2) returning id`, [a, owner.id]);
  await db.query(`insert into public.import_rows (organization_id, batch_id, kind, row_number, data) values ($1, $2, 'accounts', 1, '{"source_key": "qb-1", "name": "Checking"}')`, [a, importBatch]);
  await db.query(
    `insert into public.import_mappings (organization_id, batch_id, kind, source_key, action, target_id) values ($1, $2, 'account', 'qb-1', 'existing', $3)`,
    [a, importBatch, cash],
  );

  return { orgA, orgB, owner, admin, member, viewer, payroll, outsider, spare, loner, secondEmployeeId, savingsAccountId: await acct('1020'), spareTaskIds };
}
