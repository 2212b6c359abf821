import { describe, expect, it } from 'vitest';
import { addDaysIso, documentFormSchema, lineAmountCents, linesPayload, termsDays } from './document-form';

const invoiceSchema = documentFormSchema({ accountLabel: 'Revenue account', linesEditable: true });
const base = { partyId: 'c1', date: '2026-03-01', dueDate: '2026-03-31', terms: 'Net 30', reference: '', fundId: null, notes: '' };

describe('document form', () => {
  it('computes a line amount in cents as the database rounds it', () => {
    expect(lineAmountCents('3', '19.99')).toBe(5997);
    expect(lineAmountCents('0.5', '0.05')).toBe(3);
    expect(lineAmountCents('1', 'x')).toBeNull();
  });

  it('reads terms and adds days across a month end', () => {
    expect(termsDays('Net 30')).toBe(30);
    expect(termsDays('Due on receipt')).toBe(0);
    expect(termsDays('2/10 net 30')).toBeNull();
    expect(addDaysIso('2026-01-31', 30)).toBe('2026-03-02');
  });

  it('needs a party, a line, a positive quantity and a due date not before the date', () => {
    const result = invoiceSchema.safeParse({ ...base, partyId: null, dueDate: '2026-02-01', lines: [] });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['partyId', 'dueDate', 'lines']);
    const badLine = invoiceSchema.safeParse({ ...base, lines: [{ description: 'x', quantity: '0', unitPrice: '1.234', accountId: null, projectId: null, fundId: null }] });
    expect(badLine.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['lines.0.quantity', 'lines.0.unitPrice', 'lines.0.accountId']);
  });

  it("needs each line's account, in plain words, unless the lines are final", () => {
    const line = { description: 'Meals', quantity: '1', unitPrice: '10.00', accountId: null, projectId: null, fundId: null };
    const result = invoiceSchema.safeParse({ ...base, lines: [line] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['lines.0.accountId', "Choose the line's revenue account."]]);
    const bill = documentFormSchema({ accountLabel: 'Expense or asset account', linesEditable: true }).safeParse({ ...base, lines: [line] });
    expect(bill.error?.issues[0]?.message).toBe("Choose the line's expense or asset account.");
    expect(documentFormSchema({ accountLabel: 'Revenue account', linesEditable: false }).safeParse({ ...base, lines: [line] }).success).toBe(true);
  });

  it('writes lines as the save RPCs take them', () => {
    const parsed = invoiceSchema.parse({ ...base, lines: [{ description: ' Meals ', quantity: '2', unitPrice: '3.50', accountId: 'a', projectId: null, fundId: 'f2' }] });
    expect(linesPayload(parsed.lines)).toEqual([{ description: 'Meals', quantity: '2', unit_price: '3.50', account_id: 'a', project_id: null, fund_id: 'f2' }]);
  });
});
