// Moving books in at scale (docs/import.md): a new organization receives a QuickBooks-like chart of
// 40 accounts, 6 classes (funds and programs), 300 contacts, a balanced trial balance by class at
// the conversion date, 100,000 history lines (MB_BENCH_IMPORT_LINES) in entries of two to four lines
// over the eleven months after it, and 200 open invoices and bills. Each step is one supabase-js call
// (or a chunk of at most 5,000 rows) through the real API as the signed-in owner, RLS on: the
// staging in chunks, the mapping suggestions, the preview (the commit run and rolled back), the
// commit (all or nothing, verified against the source) and the undo. One run per step, printed
// against the one-minute target of the commit. Throw-away backend; stops by itself.
import os from 'node:os';
import { runBench, signUpOwner } from './bench-organization.ts';
import { startTestBackend } from '../test/start-test-backend.ts';

const LINES = Number(process.env.MB_BENCH_IMPORT_LINES ?? 100_000);
const CHUNK = 5_000;
const COMMIT_TARGET_MS = 60_000;

type Row = Record<string, string | number | boolean | null>;

interface Outcome {
  committed: boolean;
  error_count: number;
  entries: number;
  lines: number;
  problems: Array<{ message: string }>;
}

function isoDay(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The books, in the normalized model the browser's readers send. Deterministic: no randomness. */
function books(conversion: Date, historyDays: number): Record<string, Row[]> {
  const chart: Array<[string, string, string, string]> = [
    ['1000', 'Checking', 'Bank', 'Assets'], ['1050', 'Money Market', 'Bank', 'Assets'], ['1200', 'Accounts Receivable (A/R)', 'Accounts receivable (A/R)', 'Assets'],
    ['1300', 'Prepaid Insurance', 'Other Current Assets', 'Assets'], ['1500', 'Vans', 'Fixed Assets', 'Assets'], ['1590', 'Accumulated Depreciation', 'Fixed Assets', 'Assets'],
    ['2000', 'Accounts Payable (A/P)', 'Accounts payable (A/P)', 'Liabilities'], ['2100', 'Payroll Liabilities', 'Other Current Liabilities', 'Liabilities'],
    ['2400', 'Van Loan', 'Long Term Liabilities', 'Liabilities'], ['3000', 'Unrestricted Net Assets', 'Equity', 'Net Assets'],
    ['3100', 'Temporarily Restricted Net Assets', 'Equity', 'Net Assets'],
  ];
  const accounts: Row[] = chart.map(([number, name, type, category]) => ({ source_key: `a${number}`, number, name, source_type: type, category, is_active: true }));
  const revenue = ['Individual Gifts', 'Foundation Grants', 'Government Grants', 'Program Fees', 'Event Income', 'Interest Income'];
  const expenses = ['Salaries', 'Payroll Taxes', 'Health Insurance', 'Rent', 'Utilities', 'Program Supplies', 'Food', 'Mileage', 'Printing',
    'Postage', 'Audit Fees', 'Legal Fees', 'Liability Insurance', 'Depreciation Expense', 'Bank Fees', 'Software', 'Telephone', 'Training',
    'Volunteer Appreciation', 'Van Fuel', 'Repairs', 'Marketing', 'Dues'];
  revenue.forEach((name, i) => accounts.push({ source_key: `r${i}`, number: String(4100 + i * 10), name, source_type: 'Income', category: 'Revenue' }));
  expenses.forEach((name, i) => accounts.push({ source_key: `x${i}`, number: String(7000 + i * 10), name, source_type: 'Expense', category: 'Expenses' }));
  const dimensions: Row[] = [
    { source_key: 'c0', kind: 'class', name: 'Unrestricted' },
    { source_key: 'c1', kind: 'class', name: 'Restricted - Youth Scholarships' },
    { source_key: 'c2', kind: 'class', name: 'Restricted - Building Fund' },
    { source_key: 'c3', kind: 'class', name: 'After-School Program' },
    { source_key: 'c4', kind: 'class', name: 'Summer Camp' },
    { source_key: 'c5', kind: 'class', name: 'Management and General' },
  ];
  const contacts: Row[] = [];
  for (let i = 0; i < 300; i += 1) {
    const kind = i % 3 === 0 ? 'customer' : i % 3 === 1 ? 'vendor' : 'donor';
    contacts.push({ source_key: `p${i}`, kind, name: `${kind === 'customer' ? 'School' : kind === 'vendor' ? 'Supplier' : 'Friend'} ${i}`, email: `contact${i}@example.org` });
  }
  const asOf = isoDay(conversion, 0);
  // Invoices to customers p0, p3 ... and bills from p1, p4 ...: their totals are the receivable and payable below.
  const openDocuments: Row[] = [];
  let receivable = 0;
  let payable = 0;
  for (let i = 0; i < 200; i += 1) {
    const amount = 100 + (i * 37) % 900;
    const isInvoice = i % 2 === 0;
    if (isInvoice) receivable += amount;
    else payable += amount;
    openDocuments.push({
      kind: isInvoice ? 'invoice' : 'bill', contact_key: `p${isInvoice ? (i % 100) * 3 : (i % 100) * 3 + 1}`, number: `${isInvoice ? 'INV' : 'BILL'}-${5000 + i}`,
      date: isoDay(conversion, -(i % 60)), due_date: isoDay(conversion, 30 - (i % 60)), amount: String(amount + 50), open_balance: String(amount), source_line: i + 2,
    });
  }
  const balances: Row[] = [
    { account_key: 'a1000', debit: '412000.00' }, { account_key: 'a1050', debit: '150000.00' },
    { account_key: 'a1200', debit: receivable.toFixed(2) }, { account_key: 'a1300', debit: '6000.00' },
    { account_key: 'a1500', debit: '48000.00' }, { account_key: 'a1590', credit: '12000.00' },
    { account_key: 'a2000', credit: payable.toFixed(2) }, { account_key: 'a2100', credit: '8500.00' }, { account_key: 'a2400', credit: '30000.00' },
    // Net assets by class: restricted classes hold net assets but no cash (the cash has no class), as QuickBooks keeps them.
    { account_key: 'a3100', dimension_key: 'c1', credit: '60000.00' }, { account_key: 'a3100', dimension_key: 'c2', credit: '90000.00' },
  ];
  const trialBalance: Row[] = balances.map((row, i) => ({ as_of: asOf, debit: '0', credit: '0', source_line: i + 2, ...row }));
  const assets = 412000 + 150000 + receivable + 6000 + 48000 - 12000;
  const unrestricted = assets - payable - 8500 - 30000 - 60000 - 90000;
  trialBalance.push({ as_of: asOf, account_key: 'a3000', debit: '0', credit: unrestricted.toFixed(2), source_line: trialBalance.length + 2 });

  const journal: Row[] = [];
  let entry = 0;
  while (journal.length < LINES) {
    const size = 2 + (entry % 3);
    const day = isoDay(conversion, 1 + (entry % historyDays));
    const cents = 1_000 + (entry * 7_919) % 250_000;
    const expense = entry % 4 !== 0;
    const classKey = ['c0', 'c1', 'c3', 'c4', 'c5', null][entry % 6] ?? null;
    const key = `JE-${entry}`;
    // The cash side, then size - 1 lines of expenses (or revenue) splitting the amount.
    journal.push({ entry_key: key, date: day, account_key: 'a1000', debit: expense ? '0' : (cents / 100).toFixed(2), credit: expense ? (cents / 100).toFixed(2) : '0', memo: `Entry ${entry}`, source_line: journal.length + 2 });
    let left = cents;
    for (let part = 1; part < size; part += 1) {
      const share = part === size - 1 ? left : Math.floor(cents / (size - 1));
      left -= share;
      const account = expense ? `x${(entry + part) % expenses.length}` : `r${(entry + part) % revenue.length}`;
      journal.push({
        entry_key: key, date: day, account_key: account, dimension_key: classKey, contact_key: `p${entry % 300}`,
        debit: expense ? (share / 100).toFixed(2) : '0', credit: expense ? '0' : (share / 100).toFixed(2), memo: `Entry ${entry}`, reference: String(10_000 + entry), source_line: journal.length + 2,
      });
    }
    entry += 1;
  }
  return { accounts, dimensions, contacts, trial_balance: trialBalance, journal, open_documents: openDocuments };
}

async function main(): Promise<void> {
  console.log(`Import bench: ${LINES.toLocaleString('en-US')} history lines, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`);
  const backend = await startTestBackend();
  try {
    const owner = await signUpOwner(backend, 'Bench Youth Services');
    const { supabase } = owner;
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const conversion = new Date(today.getTime() - 335 * 86_400_000);
    const data = books(conversion, 330);
    const rows: Array<[string, number]> = [];
    const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
      const start = performance.now();
      const result = await work();
      rows.push([label, performance.now() - start]);
      return result;
    };
    const rpc = async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
      const { data: answer, error } = await supabase.rpc(name, args);
      if (error) throw new Error(`${name}: ${error.message}`);
      return answer as T;
    };

    const batchId = await rpc<string>('create_import_batch', {
      p_organization_id: owner.organizationId, p_source: 'QuickBooks Online', p_file_names: ['bench.qbo'], p_conversion_date: isoDay(conversion, 0),
    });
    const staged = data.journal?.length ?? 0;
    await timed(`stage ${Object.values(data).reduce((n, list) => n + list.length, 0).toLocaleString('en-US')} rows in chunks of ${CHUNK.toLocaleString('en-US')}`, async () => {
      for (const [kind, list] of Object.entries(data)) {
        for (let start = 0; start < list.length; start += CHUNK) {
          await rpc('stage_import_rows', { p_batch_id: batchId, p_kind: kind, p_rows: list.slice(start, start + CHUNK), p_first_row: start + 1 });
        }
      }
    });
    await timed('suggest the mappings (suggest_import_mappings)', () => rpc('suggest_import_mappings', { p_batch_id: batchId }));
    const previewed = await timed('preview (preview_import_batch: the commit, rolled back)', () => rpc<Outcome>('preview_import_batch', { p_batch_id: batchId }));
    if (previewed.error_count > 0) throw new Error(`the preview found problems: ${previewed.problems.slice(0, 3).map((p) => p.message).join(' / ')}`);
    const committed = await timed(`commit ${staged.toLocaleString('en-US')} history lines (commit_import_batch)`, () => rpc<Outcome>('commit_import_batch', { p_batch_id: batchId }));
    if (!committed.committed) throw new Error(`the commit was refused: ${committed.problems.slice(0, 3).map((p) => p.message).join(' / ')}`);
    await timed('undo the whole import (undo_import_batch)', () => rpc('undo_import_batch', { p_batch_id: batchId }));

    console.log(`posted ${committed.entries.toLocaleString('en-US')} entries with ${committed.lines.toLocaleString('en-US')} lines (interfund lines included), verified; load ${os.loadavg()[0]?.toFixed(1)} at the end`);
    const width = Math.max(...rows.map(([label]) => label.length));
    for (const [label, ms] of rows) console.log(`${label.padEnd(width)}  ${(ms / 1000).toFixed(1).padStart(6)} s`);
    const commitMs = rows.find(([label]) => label.startsWith('commit'))?.[1] ?? Number.NaN;
    console.log(`commit of ${staged.toLocaleString('en-US')} history lines: ${(commitMs / 1000).toFixed(1)} s against the ${COMMIT_TARGET_MS / 1000} s target: ${commitMs <= COMMIT_TARGET_MS ? 'PASS' : 'OVER'}`);
  } finally {
    await backend.stop();
  }
}

runBench(main);
