import { describe, expect, it } from 'vitest';
import { accountTree, searchAccountNodes } from './account-tree';
import type { PickerAccount } from './transaction-form';

function account(id: string, code: string, category: string, extra: Partial<PickerAccount> = {}): PickerAccount {
  return { id, code, name: `Account ${code}`, parent_id: null, category, is_placeholder: false, is_active: true, ...extra };
}

const chart: PickerAccount[] = [
  account('exp', '5000', 'Expenses', { is_placeholder: true }),
  account('rent', '5100', 'Expenses', { parent_id: 'exp' }),
  account('old', '5200', 'Expenses', { parent_id: 'exp', is_active: false }),
  account('rev', '4000', 'Revenue'),
  account('cash', '1010', 'Assets'),
];

describe('accountTree', () => {
  it('filters by categories and nests by parent, ordered by code', () => {
    const tree = accountTree(chart, { categories: ['Expenses', 'Revenue'] });
    expect(tree.map((node) => node.label)).toEqual(['4000 Account 4000', '5000 Account 5000']);
    expect(tree[1]?.children.map((node) => node.id)).toEqual(['rent']);
  });

  it('placeholder accounts are listed but not selectable unless allowed', () => {
    expect(accountTree(chart, { categories: ['Expenses'] })[0]?.selectable).toBe(false);
    expect(accountTree(chart, { categories: ['Expenses'], allowPlaceholder: true })[0]?.selectable).toBe(true);
  });

  it('inactive accounts are hidden except the value already chosen', () => {
    expect(accountTree(chart, { categories: ['Expenses'] })[0]?.children.map((node) => node.id)).toEqual(['rent']);
    expect(accountTree(chart, { categories: ['Expenses'], keepIds: ['old'] })[0]?.children.map((node) => node.id)).toEqual(['rent', 'old']);
  });

  it('without categories every category is listed', () => {
    expect(accountTree(chart).map((node) => node.id)).toEqual(['cash', 'rev', 'exp']);
  });
});

describe('searchAccountNodes', () => {
  const accounts = [
    { id: 'rev', code: '4000', name: 'Revenue', parent_id: null, category: 'Revenue', is_placeholder: true, is_active: true },
    { id: 'grants', code: '4200', name: 'Grant Revenue', parent_id: 'rev', category: 'Revenue', is_placeholder: false, is_active: true },
    { id: 'fees', code: '4300', name: 'Program Fees', parent_id: 'rev', category: 'Revenue', is_placeholder: false, is_active: true },
  ];

  it('finds accounts by code or name, flat, without the placeholder parent that matches too', () => {
    const tree = accountTree(accounts);
    expect(searchAccountNodes(tree, '4200').map((node) => node.id)).toEqual(['grants']);
    expect(searchAccountNodes(tree, ' revenue ').map((node) => node.id)).toEqual(['grants']);
    expect(searchAccountNodes(tree, '4').map((node) => [node.id, node.children.length])).toEqual([['grants', 0], ['fees', 0]]);
    expect(searchAccountNodes(tree, 'rent')).toEqual([]);
  });
});
