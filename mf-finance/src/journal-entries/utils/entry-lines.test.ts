import { describe, expect, it } from 'vitest';
import { checkEntry, editorLinesOf, emptyLine, linesPayload } from './entry-lines';
import type { EditorLine } from './entry-lines';
import { lineFunctionDefaults } from './line-function';

function line(values: Partial<EditorLine>): EditorLine {
  return { ...emptyLine(), ...values };
}

describe('checkEntry', () => {
  it('sums each fund in cents and reports the fund that does not balance', () => {
    const check = checkEntry([
      line({ accountId: 'rent', fundId: 'general', debit: '100.10' }),
      line({ accountId: 'cash', fundId: 'general', credit: '100.1' }),
      line({ accountId: 'cash', fundId: 'youth', debit: '0.20' }),
      line({ accountId: 'grants', fundId: 'youth', credit: '0.10' }),
    ]);
    expect(check.funds).toEqual([
      { fundId: 'general', debitCents: 10010, creditCents: 10010, differenceCents: 0 },
      { fundId: 'youth', debitCents: 20, creditCents: 10, differenceCents: 10 },
    ]);
    expect([check.totalDebitCents, check.totalCreditCents]).toEqual([10030, 10020]);
    expect(check.problems).toEqual(['fund:youth']);
  });

  it('an entry balanced in total but not per fund cannot be posted', () => {
    const check = checkEntry([
      line({ accountId: 'rent', fundId: 'general', debit: '50' }),
      line({ accountId: 'cash', fundId: 'youth', credit: '50' }),
    ]);
    expect(check.totalDebitCents).toBe(check.totalCreditCents);
    expect(check.problems).toEqual(['fund:general', 'fund:youth']);
  });

  it('names missing accounts, funds, both sides and unreadable amounts; ignores blank lines', () => {
    const check = checkEntry([
      line({ fundId: 'general', debit: '5' }),
      line({ accountId: 'cash', credit: '5' }),
      line({ accountId: 'cash', fundId: 'general', debit: '1', credit: '1' }),
      line({ accountId: 'cash', fundId: 'general', debit: '1.2.3' }),
      line({}),
    ]);
    expect(check.problems).toEqual([
      'Line 1: choose an account',
      'Line 2: choose a fund',
      'Line 3: a line has a debit or a credit, not both',
      'Line 4: the amount is not a valid number',
      'fund:general',
    ]);
  });

  it('an entry with nothing on it asks for lines; a balanced one has no problems', () => {
    expect(checkEntry([line({}), line({})]).problems).toEqual(['Add lines with debits and credits']);
    expect(checkEntry([line({ accountId: 'a', fundId: 'f', debit: '1' }), line({ accountId: 'b', fundId: 'f', credit: '1.00' })]).problems).toEqual([]);
  });
});

describe('linesPayload and editorLinesOf', () => {
  it('sends exact decimal text, leaves blank lines out, and reads saved lines back', () => {
    const payload = linesPayload([line({ accountId: 'a', fundId: 'f', debit: '1234.5', description: ' memo ' }), line({})]);
    expect(payload).toEqual([{ account_id: 'a', fund_id: 'f', project_id: null, function: null, description: 'memo', debit: '1234.50', credit: null }]);
    const back = editorLinesOf([{ account_id: 'a', fund_id: 'f', project_id: 'p', description: null, debit: 0, credit: '12.3' }]);
    expect(back[0]).toMatchObject({ accountId: 'a', fundId: 'f', projectId: 'p', debit: '', credit: '12.30', description: '' });
  });
});

describe('the expense function of a line', () => {
  const defaults = lineFunctionDefaults(
    [
      { id: 'supplies', category: 'Expenses', default_function: 'program' },
      { id: 'misc', category: 'Expenses', default_function: null },
      { id: 'cash', category: 'Assets', default_function: null },
    ],
    [{ id: 'gala', function: 'fundraising' }],
  );

  it('defaults like the database: the project\'s function, else the account\'s, else management and general; none off expense accounts', () => {
    expect(defaults('supplies', null)).toBe('program');
    expect(defaults('supplies', 'gala')).toBe('fundraising');
    expect(defaults('misc', null)).toBe('management_general');
    expect(defaults('cash', 'gala')).toBeNull();
    expect(defaults(null, null)).toBeNull();
  });

  it('sends only an explicit choice, and reads a stored function equal to the default back as the default', () => {
    expect(linesPayload([line({ accountId: 'supplies', fundId: 'f', debit: '1', function: 'fundraising' })])[0]?.function).toBe('fundraising');
    const back = editorLinesOf([
      { account_id: 'supplies', fund_id: 'f', project_id: null, function: 'program', description: null, debit: 1, credit: 0 },
      { account_id: 'supplies', fund_id: 'f', project_id: null, function: 'fundraising', description: null, debit: 1, credit: 0 },
      { account_id: 'cash', fund_id: 'f', project_id: null, function: null, description: null, debit: 0, credit: 2 },
    ], defaults);
    expect(back.map((row) => row.function)).toEqual([null, 'fundraising', null]);
  });
});
