// Documentation guides, grouped by product area.

export interface GuideArea {
  id: string;
  area: string;
  summary: string;
  guides: readonly { title: string; text: string }[];
}

export const GUIDE_AREAS: readonly GuideArea[] = [
  {
    id: 'finance',
    area: 'Finance',
    summary: 'Day-to-day bookkeeping: transactions, accounts, invoices, bills and donations.',
    guides: [
      { title: 'Transactions', text: 'Record income, expenses, asset and liability movements; pick the account by type and tag a project.' },
      { title: 'Chart of accounts', text: 'How accounts are grouped into Revenue, Expenses, Assets and Liabilities, and why parent accounts cannot take postings.' },
      { title: 'Invoices and bills', text: 'From draft to paid: what each status posts to the ledger and how payments clear receivables and payables.' },
      { title: 'Donations', text: 'Cash, pledges and in-kind gifts, restricted or not, with receipts for donors.' },
    ],
  },
  {
    id: 'fund-accounting',
    area: 'Fund accounting',
    summary: 'Funds, net asset classes and the rules that keep each fund balanced.',
    guides: [
      { title: 'Funds and restrictions', text: 'Create funds without and with donor restrictions and see their balances at any date.' },
      { title: 'Journal entries', text: 'Balanced per fund, immutable once posted, corrected by reversal: the ledger rules explained.' },
      { title: 'Closing a period', text: 'Lock a month or a year so reports you have filed never change underneath you.' },
    ],
  },
  {
    id: 'reports',
    area: 'Reports',
    summary: 'The nine statements and analyses, what each shows and how to filter them.',
    guides: [
      { title: 'Statements of Activities, Financial Position and Cash Flows', text: 'The three core statements for your board and auditor.' },
      { title: 'Budget vs. Actuals and Fund Balance', text: 'Track spending against plan and the remaining balance of each fund.' },
      { title: 'Donor, Program Expense, Inventory and Taxes reports', text: 'Analyses for development staff, Form 990 preparation and inventory valuation.' },
    ],
  },
  {
    id: 'projects',
    area: 'Projects',
    summary: 'Programs and grants as projects, with tasks and timelines.',
    guides: [
      { title: 'Project overview', text: 'Status, budget and spending of every project at a glance.' },
      { title: 'Tasks and Gantt chart', text: 'Plan work with owners, due dates and dependencies.' },
    ],
  },
  {
    id: 'hr',
    area: 'HR and payroll',
    summary: 'Employees, pay rates, fund allocations and payroll runs.',
    guides: [
      { title: 'Employees', text: 'Profiles, positions, pay rates and how their cost is allocated across funds.' },
      { title: 'Payroll runs', text: 'Calculate, review and post payroll; what lands in wages, taxes and liabilities.' },
    ],
  },
  {
    id: 'supply-chain',
    area: 'Supply chain',
    summary: 'From request to purchase order to stock on the shelf.',
    guides: [
      { title: 'Purchase requests', text: 'Staff ask, approvers decide, and approved requests become purchase orders.' },
      { title: 'Purchase orders and receiving', text: 'Receive goods in full or in part; receipts post to inventory or expense.' },
      { title: 'Inventory', text: 'Stock levels, adjustments and valuation, including donated goods.' },
    ],
  },
  {
    id: 'settings',
    area: 'Settings and security',
    summary: 'Your profile, organization, users and roles, billing and advanced options.',
    guides: [
      { title: 'Users and roles', text: 'Owner, admin, member and viewer: what each may see and change.' },
      { title: 'Billing', text: 'Plans, billing cycles, invoices and changing your card.' },
    ],
  },
];
