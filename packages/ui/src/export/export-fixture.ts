// One export input shared by the export tests: three rows, a negative amount, a formula-looking
// description and the database's totals (deliberately not the sum of these rows).
import type { ExportTableInput } from './export-content';

export interface FixtureRow {
  date: string;
  description: string;
  amount: string;
  fund: string | null;
}

export const exportFixture: ExportTableInput<FixtureRow> = {
  fileName: 'transactions',
  title: 'Transactions',
  organizationName: 'Helping Hands Food Bank',
  period: 'FY 2026',
  generatedAt: new Date('2026-11-24T08:30:00Z'),
  notes: ['Type: Expense'],
  columns: [
    { key: 'date', title: 'Date' },
    { key: 'description', title: 'Description' },
    { key: 'fund', title: 'Fund' },
    { key: 'amount', title: 'Amount', money: true },
  ],
  rows: [
    { date: '2026-01-05', description: 'Rent, January', amount: '1200.5', fund: 'General' },
    { date: '2026-01-06', description: '=HYPERLINK("http://x")', amount: '-45.25', fund: null },
    { date: '2026-01-07', description: 'Café supplies – bulk', amount: '1234567.89', fund: 'Youth' },
  ],
  totals: { amount: '99999.99' },
};
