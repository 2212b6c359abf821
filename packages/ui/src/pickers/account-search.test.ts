import { describe, expect, it } from 'vitest';
import { firstSelectableMatch, type AccountTreeData } from './account-search';

function node(value: string, title: string, disabled = false, children: AccountTreeData[] = []): AccountTreeData {
  return { value, title, disabled, children };
}

const TREE: AccountTreeData[] = [
  node('cash', '1010 Cash'),
  node('expenses', '6000 Expenses', true, [
    node('rent', '6100 Rent'),
    node('supplies', '6200 Office supplies'),
    node('travel', '6300 Travel', true, [node('airfare', '6310 Airfare')]),
  ]),
  node('revenue', '4000 Revenue', true, [node('grants', '4100 Grants')]),
];

describe('firstSelectableMatch', () => {
  it('picks a selectable account under a placeholder parent', () => {
    expect(firstSelectableMatch(TREE, '6100')).toBe('rent');
  });

  it('skips a matching placeholder and takes the first selectable match in display order', () => {
    expect(firstSelectableMatch(TREE, '6')).toBe('rent');
    expect(firstSelectableMatch(TREE, '63')).toBe('airfare');
  });

  it('matches names case-insensitively, ignoring surrounding spaces', () => {
    expect(firstSelectableMatch(TREE, '  office ')).toBe('supplies');
    expect(firstSelectableMatch(TREE, 'GRANTS')).toBe('grants');
  });

  it('returns null for an empty search, a placeholder-only match or no match', () => {
    expect(firstSelectableMatch(TREE, '')).toBeNull();
    expect(firstSelectableMatch(TREE, '   ')).toBeNull();
    expect(firstSelectableMatch(TREE, 'Expenses')).toBeNull();
    expect(firstSelectableMatch(TREE, 'payroll')).toBeNull();
  });

  it('never matches on the id', () => {
    expect(firstSelectableMatch(TREE, 'cash')).toBe('cash');
    expect(firstSelectableMatch([node('6100-uuid', '1010 Cash')], '6100')).toBeNull();
  });
});
