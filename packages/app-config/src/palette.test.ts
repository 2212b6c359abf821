// Unit tests of the command palette's items, caps, filtering and highlighting.
import { describe, expect, it } from 'vitest';
import { buildPaletteGroups, documentLabel, dollars, filterPalette, highlightParts, searchPaletteGroups } from './palette';

const six = (field: string) => Array.from({ length: 6 }, (_, i) => ({ id: `${field}-${i}`, [field]: `${field} ${i}` }));

const source = {
  accounts: [{ id: 'a1', name: 'Cash' }],
  projects: [{ id: 'p1', name: 'Food Drive' }],
  funds: [{ id: 'f1', name: 'General Operating' }],
  bills: six('vendor_name'),
  invoices: six('customer_name'),
  donations: six('donor_name'),
  employees: [{ id: 'e1', name: 'Dana Lee' }],
  inventory: [{ id: 'i1', name: 'Canned Beans' }],
  transactions: [
    { id: 't1', description: 'Office supplies', amount: '45.5' },
    ...Array.from({ length: 6 }, (_, i) => ({ id: `t${i + 2}`, description: `Row ${i}`, amount: '1' })),
  ],
};

describe('buildPaletteGroups', () => {
  it('[PAL-4] goes to the Navigation destinations of SPEC section 2, in its order', () => {
    const navigation = buildPaletteGroups(null).find((group) => group.heading === 'Navigation');
    expect(navigation?.items.map((item) => `${item.label} ${item.path}`)).toEqual([
      'Dashboard /app/dashboard',
      'Chart of Accounts /app/chart-of-accounts',
      'Transactions /app/transactions',
      'Funds /app/funds',
      'Projects /app/projects',
      'Budgeting /app/finance/budgeting',
      'Bills /app/finance/bills',
      'Invoices /app/finance/invoices',
      'Donations /app/finance/donations',
      'Reports /app/reports',
      'Employees /app/hr/employees',
      'Inventory /app/supply-chain/inventory',
    ]);
    expect(new Set(navigation?.items.map((item) => item.key)).size).toBe(12);
  });

  it('[PAL-3] lists the groups in the spec order', () => {
    expect(buildPaletteGroups(source).map((group) => group.heading)).toEqual([
      'Navigation', 'Reports', 'Accounts', 'Projects', 'Funds', 'Bills', 'Invoices', 'Donations', 'Employees', 'Inventory', 'Recent Transactions',
    ]);
  });
  it('[PAL-7][PAL-8][PAL-9] labels, caps and paths', () => {
    const groups = Object.fromEntries(buildPaletteGroups(source).map((group) => [group.heading, group.items]));
    expect(groups.Bills).toHaveLength(5);
    expect(groups.Invoices?.[0]?.label).toBe('customer_name 0');
    expect(groups.Donations).toHaveLength(5);
    expect(groups['Recent Transactions']).toHaveLength(5);
    expect(groups['Recent Transactions']?.[0]?.label).toBe('Office supplies - $45.50');
    expect(groups['Recent Transactions']?.[0]?.path).toBe('/app/transactions?editTransaction=t1');
    expect(groups.Projects?.[0]).toMatchObject({ label: 'Food Drive', path: '/app/projects/p1' });
    expect(groups.Accounts?.[0]?.path).toBe('/app/accounts?open=a1');
    expect(groups.Funds?.[0]?.path).toBe('/app/funds/f1');
    expect(groups.Donations?.[0]?.path).toBe('/app/finance/donations?open=donor_name-0');
    expect(groups.Bills?.[0]?.path).toBe('/app/finance/bills/vendor_name-0');
    expect(groups.Invoices?.[0]?.path).toBe('/app/finance/invoices/customer_name-0');
    expect(groups.Employees?.[0]?.path).toBe('/app/hr/employees/e1');
    expect(groups.Inventory?.[0]?.path).toBe('/app/supply-chain/inventory/i1');
    expect(groups.Navigation?.map((item) => item.path)).toContain('/app/projects');
    expect(groups.Reports).toHaveLength(11);
  });
});

describe('filterPalette and highlightParts', () => {
  it('[PAL-4] filters by case-insensitive substring and drops empty groups', () => {
    const result = filterPalette(buildPaletteGroups(source), 'BEAN');
    expect(result.map((group) => group.heading)).toEqual(['Inventory']);
    expect(highlightParts('Canned Beans', 'BEAN')).toEqual({ before: 'Canned ', match: 'Bean', after: 's' });
    expect(filterPalette(buildPaletteGroups(source), 'no such thing')).toEqual([]);
  });
  it('formats dollars from decimal strings', () => {
    expect(dollars('1234.5')).toBe('$1234.50');
    expect(dollars('-3')).toBe('-$3.00');
    expect(dollars('0.129')).toBe('$0.12');
  });
});

describe('searchPaletteGroups', () => {
  const found = [
    { kind: 'invoice', id: 'inv-1', number: 'INV-5001', party: 'Lakeside Senior Center', amount: '1250', document_date: '2026-03-03' },
    { kind: 'payroll_run', id: 'run-1', number: '2026-03-20', party: '2026-03-01 to 2026-03-15', amount: '12000.00', document_date: '2026-03-20' },
    { kind: 'bill', id: null, number: 'BILL-1', party: 'No id', amount: '1.00', document_date: '2026-03-01' },
  ];

  it("shows the database's documents for a query with number, party, amount and date, opening each record", () => {
    const groups = searchPaletteGroups(source, 'INV-5001', found);
    expect(groups.map((group) => group.heading)).toEqual(['Invoices', 'Payroll Runs']);
    expect(groups[0]?.items).toEqual([{ key: 'invoice-inv-1', label: 'INV-5001 · Lakeside Senior Center · $1,250.00 · Mar 3, 2026', path: '/app/finance/invoices/inv-1' }]);
    expect(groups[1]?.items[0]?.path).toBe('/app/hr/payroll/run-1');
    expect(documentLabel({ kind: 'journal_entry', id: 'j', number: 'JE-7', party: null, amount: '1234567.5', document_date: null })).toBe('JE-7 · $1,234,567.50');
  });

  it("never filters the bundle's bills, invoices and donations in the browser once something is typed", () => {
    const typed = searchPaletteGroups(source, 'customer_name 1', null);
    expect(typed.map((group) => group.heading)).toEqual([]);
    const navigation = searchPaletteGroups(source, 'dana', []);
    expect(navigation.map((group) => group.heading)).toEqual(['Employees']);
    expect(searchPaletteGroups(source, '', null)).toEqual(filterPalette(buildPaletteGroups(source), ''));
  });
});
