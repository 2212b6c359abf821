// /changelog: every release, newest first.
import { MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';

const RELEASES = [
  {
    version: '3.5',
    date: '2026-11-24',
    changes: [
      'New: Donations with Donations, Pledges and Donors tabs. Gifts by cash, check, card, ACH, wire, stock or in kind; pledges of one payment or instalments, paid by the gifts applied to them; receipt PDFs with your EIN and the wording the IRS asks for, downloaded or e-mailed; year-end giving statements per donor, and every statement or receipt of a year as one zip.',
      'New: Invoices and Bills. Invoices issued, paid in part or in full and voided, their PDF e-mailed to the customer, and statements of a customer’s open invoices; bills with the vendor’s document attached, approved, and paid one at a time or in a batch with a check number per vendor; accounts receivable and payable aging that always equals the ledger.',
      'New: Budgeting. Budgets per fiscal year, fund or project, month by month, started from last year’s actuals, a copy or empty, with draft, approved and archived versions and the grid imported or exported as Excel or CSV; the Budget vs. Actuals report, and a dashboard card with this year’s approved budget against the actuals.',
      'New: bank reconciliation. Statements imported from OFX, QFX, CAMT.053 or CSV, matches suggested, bank fees recorded from their line, lines added by hand, the statement’s end date and ending balance (negative when overdrawn) editable until it is finished at a zero difference; a finished reconciliation locks its lines and downloads as a PDF or Excel report.',
      'New reports: Statement of Cash Flows, Program Expense Analysis, Fund Balance Report, Donor Analysis, Taxes Report (Form 990 Parts VIII and IX, 1099 vendors, payroll taxes), Trial Balance and General Ledger. Both statements filter by fund and project, and every ledger amount opens the lines behind it.',
      'New: Projects. Projects as a list or cards with budget, spent and remaining from the ledger; tasks as a list or a board, with comments and dependencies; a Gantt chart with a line for today and dependencies made with the mouse or the keyboard; notifications when a task is assigned to you or overdue.',
      'New: Employees and Payroll. Each employee’s pay allocated to programs, functions and funds; payroll runs approved into one balanced entry split by those allocations, then marked paid; pay stubs, the payroll register and year-to-date totals.',
      'New: purchasing and inventory. Purchase requests with approval, purchase orders sent as PDF, goods received into inventory, the vendor’s bill drafted from the order with a three-way match, stock adjustments, low-stock notifications and the Inventory Valuation report.',
      'New: each invoice or bill line can be in its own fund, and each expense line of a journal entry can name its function (program, management and general, or fundraising).',
      'New: close the fiscal year from Settings, Advanced; Sales and Expenses settings for numbering, terms, receipt wording, approval thresholds and payroll rates.',
      'Improved: journal entries and fund activity export to CSV, Excel or PDF, and the command palette opens invoices, bills, employees and inventory items.',
      'Improved: sign-in attempts are rate limited, weak or common passwords are refused, and changing your password asks for the current one.',
    ],
  },
  {
    version: '3.4',
    date: '2026-11-12',
    changes: [
      'New: import a bank statement (CSV) into Transactions; every row is checked and previewed first, and duplicates are left out.',
      'New: the dashboard updates live when a notification arrives.',
      'Improved: Statement of Activities opens 30 times faster for large organizations.',
    ],
  },
  {
    version: '3.3',
    date: '2026-10-01',
    changes: ['New: templates store with budget workbooks, grant report packs and policy bundles.', 'Improved: organization logos upload directly from Settings.', 'New: export the whole organization’s books as a zip file from Settings, Advanced.'],
  },
  {
    version: '3.2',
    date: '2026-08-20',
    changes: ['New: compare the Statement of Activities with the prior period or the same period last year.', 'New: command palette (Ctrl+K or Cmd+K) searches accounts, funds and pages.', 'Improved: the funds list shows each fund’s restriction class and balance.'],
  },
  {
    version: '3.1',
    date: '2026-07-02',
    changes: ['New: reverse a posted journal entry on the date you choose; the original stays in the ledger.', 'Improved: trial banner says exactly how many days are left.', 'Fixed: viewers could open the new-transaction dialog (they could not save).'],
  },
];

export function ChangelogPage() {
  return (
    <MarketingPage {...routeFor('/changelog')} lead="What changed in each Missionbase release. We ship small improvements every week and a named release about every six weeks.">
      {RELEASES.map((release) => (
        <Section key={release.version} title={`Missionbase ${release.version}`}>
          <p style={{ color: '#6b7280', marginTop: 0 }}>
            Released <time dateTime={release.date}>{new Date(`${release.date}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}</time>
          </p>
          <ul style={{ lineHeight: 1.8 }}>
            {release.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </Section>
      ))}
    </MarketingPage>
  );
}
