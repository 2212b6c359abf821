import { describe, expect, it } from 'vitest';
import { chartTree, defaultNormalBalance, parentIds } from './chart-tree';
import type { ChartAccount } from './chart-tree';

function account(id: string, code: string, parent: string | null, values: Partial<ChartAccount> = {}): ChartAccount {
  return {
    id, code, name: `Account ${code}`, parent_id: parent, category: 'Assets', account_type_id: null, account_type_name: null,
    description: null, normal_balance: 'debit', is_placeholder: parent === null, is_active: true, system_key: null,
    depth: parent === null ? 0 : 1, child_count: 0, own_balance: 0, balance: 0, has_postings: false, ...values,
  };
}

const chart = [
  account('cash', '1010', 'assets'),
  account('assets', '1000', null),
  account('ar', '1100', 'assets', { name: 'Receivables', is_active: false }),
  account('petty', '1011', 'cash'),
  account('rev', '4000', null, { category: 'Revenue' }),
  account('gifts', '4010', 'rev', { category: 'Revenue', name: 'Contributions' }),
];

describe('chartTree', () => {
  it('nests accounts under their parents by code and hides inactive ones unless asked', () => {
    const tree = chartTree(chart);
    expect(tree.map((row) => row.code)).toEqual(['1000', '4000']);
    expect(tree[0]?.children?.map((row) => row.code)).toEqual(['1010']);
    expect(tree[0]?.children?.[0]?.children?.map((row) => row.code)).toEqual(['1011']);
    expect(chartTree(chart, { showInactive: true })[0]?.children?.map((row) => row.code)).toEqual(['1010', '1100']);
    expect(parentIds(tree)).toEqual(['assets', 'cash', 'rev']);
  });

  it('a search keeps the matches with their parents; a category filter keeps that category', () => {
    const found = chartTree(chart, { text: 'contrib' });
    expect(found.map((row) => row.code)).toEqual(['4000']);
    expect(found[0]?.children?.map((row) => row.code)).toEqual(['4010']);
    expect(chartTree(chart, { text: '1011' })[0]?.children?.[0]?.children?.map((row) => row.code)).toEqual(['1011']);
    expect(chartTree(chart, { category: 'Revenue' }).map((row) => row.code)).toEqual(['4000']);
  });

  it('the normal balance follows the category', () => {
    expect(['Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses'].map(defaultNormalBalance)).toEqual(['debit', 'credit', 'credit', 'credit', 'debit']);
  });
});
