// Unit tests of the transaction dialog's rules: amount filtering and exact form, defaults, the
// written row and the account picker by type.
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_TOO_LARGE,
  AMOUNT_TOO_PRECISE,
  accountMatchesSearch,
  accountPickerTree,
  amountFromRecord,
  amountInputError,
  amountToDecimalString,
  emptyTransactionForm,
  flattenAccountPickerTree,
  localIsoDate,
  readPickerAccounts,
  readPickerProjects,
  readTransactionRecord,
  sanitizeAmountInput,
  transactionFormFromRecord,
  transactionInsertFromForm,
  type PickerAccount,
} from './transaction-form';

describe('sanitizeAmountInput', () => {
  it('[TXN-3] keeps digits and the first decimal point only', () => {
    expect(sanitizeAmountInput('1a2.3.4')).toBe('12.34');
    expect(sanitizeAmountInput('$1,234.56')).toBe('1234.56');
    expect(sanitizeAmountInput('-5')).toBe('5');
    expect(sanitizeAmountInput('1e5')).toBe('15');
    expect(sanitizeAmountInput('..')).toBe('.');
    expect(sanitizeAmountInput(' 7 . 5 ')).toBe('7.5');
    expect(sanitizeAmountInput('١٢')).toBe('');
    expect(sanitizeAmountInput('')).toBe('');
  });
});

describe('amountToDecimalString', () => {
  it('[TXN-4] turns an empty amount into 0', () => {
    expect(amountToDecimalString('')).toBe('0');
    expect(amountToDecimalString('.')).toBe('0');
  });
  it('keeps the amount exact as decimal text', () => {
    expect(amountToDecimalString('12.34')).toBe('12.34');
    expect(amountToDecimalString('.5')).toBe('0.5');
    expect(amountToDecimalString('12.')).toBe('12');
    expect(amountToDecimalString('0007.10')).toBe('7.10');
    expect(amountToDecimalString('000')).toBe('0');
    // 0.1 + 0.2 in floating point is 0.30000000000000004; the text never goes through a float.
    expect(amountToDecimalString('999999999999.99')).toBe('999999999999.99');
  });
});

describe('amountInputError', () => {
  it('accepts what numeric(14, 2) stores and explains what it cannot', () => {
    expect(amountInputError('')).toBeNull();
    expect(amountInputError('999999999999.99')).toBeNull();
    expect(amountInputError('0000000000001.5')).toBeNull();
    expect(amountInputError('1.234')).toBe(AMOUNT_TOO_PRECISE);
    expect(amountInputError('1000000000000')).toBe(AMOUNT_TOO_LARGE);
  });
});

describe('amountFromRecord', () => {
  it('shows a stored amount as input text', () => {
    expect(amountFromRecord(12.5)).toBe('12.50');
    expect(amountFromRecord(999999999999.99)).toBe('999999999999.99');
    expect(amountFromRecord('12.50')).toBe('12.50');
    expect(amountFromRecord(0)).toBe('0.00');
    expect(amountFromRecord(null)).toBe('');
    expect(amountFromRecord(Number.NaN)).toBe('');
  });
});

describe('defaults and the written row', () => {
  it('[TXN-2] a new transaction is dated today (local, yyyy-mm-dd), typed Expense, otherwise empty', () => {
    const today = localIsoDate(new Date(2026, 0, 5, 23, 59));
    expect(today).toBe('2026-01-05');
    expect(emptyTransactionForm(today)).toEqual({ date: '2026-01-05', description: '', accountId: null, type: 'Expense', amount: '', notes: '', projectId: null });
  });

  it('[TXN-8] the insert carries every column of SPEC section 7 with an exact amount', () => {
    const values = { date: '2026-03-01', description: 'Paper', accountId: 'acc', type: 'Expense' as const, amount: '12.30', notes: 'Receipt 4', projectId: 'proj' };
    expect(transactionInsertFromForm(values, 'org', '2026-03-02')).toEqual({
      organization_id: 'org',
      date: '2026-03-01',
      description: 'Paper',
      account_id: 'acc',
      type: 'Expense',
      amount: '12.30',
      notes: 'Receipt 4',
      project_id: 'proj',
    });
  });

  it('[TXN-4] saves a form with nothing filled in: amount 0, no account, no project, no notes', () => {
    const row = transactionInsertFromForm({ ...emptyTransactionForm(''), date: '' }, 'org', '2026-03-02');
    expect(row).toEqual({ organization_id: 'org', date: '2026-03-02', description: '', account_id: null, type: 'Expense', amount: '0', notes: null, project_id: null });
  });

  it('[TXN-1] an edited transaction fills the form with its values', () => {
    const record = readTransactionRecord({
      id: 't1', organization_id: 'org', date: '2026-02-03', description: null, account_id: 'acc', type: 'Income', amount: 40.5, notes: null, project_id: null, fund_id: 'f',
    });
    expect(record).not.toBeNull();
    expect(record && transactionFormFromRecord(record)).toEqual({ date: '2026-02-03', description: '', accountId: 'acc', type: 'Income', amount: '40.50', notes: '', projectId: null });
  });

  it('rejects what is not a transactions row', () => {
    expect(readTransactionRecord(null)).toBeNull();
    expect(readTransactionRecord({ id: 't', organization_id: 'o', date: '2026-01-01', type: 'Gift', amount: 1 })).toBeNull();
    expect(readTransactionRecord({ id: 't', organization_id: 'o', date: '2026-01-01', type: 'Expense', amount: 1, notes: 5 })).toBeNull();
  });
});

describe('accountPickerTree', () => {
  const account = (id: string, code: string, category: string, parent: string | null, extra: Partial<PickerAccount> = {}): PickerAccount => ({
    id, code, name: `Account ${code}`, parent_id: parent, category, is_placeholder: false, is_active: true, ...extra,
  });
  const chart: PickerAccount[] = [
    account('rev', '4000', 'Revenue', null, { is_placeholder: true }),
    account('grants', '4100', 'Revenue', 'rev'),
    account('contrib', '4010', 'Revenue', 'rev'),
    account('exp', '5000', 'Expenses', null, { is_placeholder: true }),
    account('prog', '6900', 'Expenses', 'exp', { is_placeholder: true }),
    account('workshops', '6910', 'Expenses', 'prog'),
    account('rent', '6100', 'Expenses', 'exp'),
    account('old', '6150', 'Expenses', 'exp', { is_active: false }),
    account('assets', '1000', 'Assets', null, { is_placeholder: true }),
    account('cash', '1010', 'Assets', 'assets'),
    account('liab', '2000', 'Liabilities', null, { is_placeholder: true }),
    account('loans', '2300', 'Liabilities', 'liab'),
    account('na', '3000', 'Net Assets', null, { is_placeholder: true }),
  ];
  const ids = (type: 'Income' | 'Expense' | 'Asset' | 'Liability', keep: string | null = null) =>
    flattenAccountPickerTree(accountPickerTree(chart, type, keep)).map((node) => node.id);

  it('[TXN-5] shows only the category the type maps to, as a tree ordered by code', () => {
    expect(ids('Income')).toEqual(['rev', 'contrib', 'grants']);
    expect(ids('Expense')).toEqual(['exp', 'rent', 'prog', 'workshops']);
    expect(ids('Asset')).toEqual(['assets', 'cash']);
    expect(ids('Liability')).toEqual(['liab', 'loans']);
    const expense = accountPickerTree(chart, 'Expense');
    expect(expense).toHaveLength(1);
    expect(expense[0]?.children.map((node) => node.id)).toEqual(['rent', 'prog']);
    expect(expense[0]?.children[1]?.children.map((node) => node.label)).toEqual(['6910 Account 6910']);
  });

  it('[TXN-6] placeholder (parent) accounts are listed but not selectable', () => {
    const nodes = flattenAccountPickerTree(accountPickerTree(chart, 'Expense'));
    expect(nodes.filter((node) => !node.selectable).map((node) => node.id)).toEqual(['exp', 'prog']);
  });

  it('leaves inactive accounts out unless an edited transaction already uses one', () => {
    expect(ids('Expense')).not.toContain('old');
    expect(ids('Expense', 'old')).toContain('old');
  });

  it('lifts the children of a hidden parent to the top level', () => {
    const tree = accountPickerTree([account('p', '7000', 'Expenses', null, { is_active: false }), account('c', '7100', 'Expenses', 'p')], 'Expense');
    expect(tree.map((node) => node.id)).toEqual(['c']);
  });

  it('searches code and name without regard to case', () => {
    expect(accountMatchesSearch('6100 Rent', 'rEN')).toBe(true);
    expect(accountMatchesSearch('6100 Rent', '61')).toBe(true);
    expect(accountMatchesSearch('6100 Rent', 'salary')).toBe(false);
  });

  it('reads accounts and projects from the untyped bundle', () => {
    expect(readPickerAccounts([{ id: 'a', code: '1', name: 'A', parent_id: null, category: 'Assets', is_placeholder: true, is_active: true }, { id: 2 }, null])).toEqual([
      { id: 'a', code: '1', name: 'A', parent_id: null, category: 'Assets', is_placeholder: true, is_active: true },
    ]);
    expect(readPickerAccounts(undefined)).toEqual([]);
    expect(readPickerProjects([{ id: 'p', name: 'Food Drive', budget: 5 }, { name: 'x' }])).toEqual([{ id: 'p', name: 'Food Drive' }]);
  });
});

describe('a negative amount in a form', () => {
  it('is refused in words, not turned positive', () => {
    expect(amountInputError('-50')).toBe('Amount cannot be negative.');
    expect(amountInputError(' −12.50')).toBe('Amount cannot be negative.');
    expect(amountInputError('50')).toBeNull();
  });
});
