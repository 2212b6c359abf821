// Each source's account types, in its own words, to the five categories of a nonprofit's books:
// QuickBooks Online's types ("Accounts receivable (A/R)", "Other Current Assets"), QuickBooks
// Desktop's IIF keywords (OCASSET, EXINC), Xero's types and their import codes ("Current Liability",
// CURRLIAB), Aplos's ("Equity / Fund Balances") and our template's categories. Equity is a
// nonprofit's net assets.
import type { AccountCategory } from '../model/import-model';

const EXACT: Readonly<Record<string, AccountCategory>> = {
  // QuickBooks Desktop IIF keywords and Xero's import codes.
  bank: 'Assets', ar: 'Assets', ocasset: 'Assets', fixasset: 'Assets', oasset: 'Assets',
  ap: 'Liabilities', ccard: 'Liabilities', ocliab: 'Liabilities', ltliab: 'Liabilities',
  equity: 'Net Assets', inc: 'Revenue', exinc: 'Revenue', cogs: 'Expenses', exp: 'Expenses', exexp: 'Expenses',
  current: 'Assets', currliab: 'Liabilities', depreciatn: 'Expenses', directcosts: 'Expenses', fixed: 'Assets',
  inventory: 'Assets', liability: 'Liabilities', noncurrent: 'Assets', otherincome: 'Revenue', overheads: 'Expenses',
  prepayment: 'Assets', revenue: 'Revenue', sales: 'Revenue', termliab: 'Liabilities', paygliability: 'Liabilities',
  superannuationexpense: 'Expenses', superannuationliability: 'Liabilities', wagesexpense: 'Expenses',
  // Our template's categories and their plain synonyms.
  assets: 'Assets', asset: 'Assets', liabilities: 'Liabilities', 'net assets': 'Net Assets', 'net asset': 'Net Assets',
  'fund balance': 'Net Assets', 'fund balances': 'Net Assets', income: 'Revenue', expenses: 'Expenses', expense: 'Expenses',
};

const PATTERNS: readonly [RegExp, AccountCategory][] = [
  [/receivable|\bbank\b|cash|current assets?|fixed assets?|other assets?|non-?current assets?|inventory|prepayment|\basset/i, 'Assets'],
  [/payable|credit card|liabilit|loan/i, 'Liabilities'],
  [/equity|net assets?|fund balances?|retained earnings|opening balance/i, 'Net Assets'],
  [/income|revenue|sales|contribution|support/i, 'Revenue'],
  [/expense|cost of (?:goods )?sales|cost of goods sold|direct costs?|overhead|depreciation|cogs/i, 'Expenses'],
];

/** The category of a source's account type, or null when the wording is not one we know. */
export function accountCategory(sourceType: string): AccountCategory | null {
  const key = sourceType.trim().toLowerCase().replace(/\s+/g, ' ');
  if (key === '') return null;
  const exact = EXACT[key] ?? EXACT[key.replace(/[\s_-]/g, '')];
  if (exact) return exact;
  // Expense wording first: "Other Expense" must not read as an asset or as income.
  if (/expense|cost of goods|cost of sales|direct costs?|overhead|depreciation/i.test(key)) return 'Expenses';
  for (const [pattern, category] of PATTERNS) if (pattern.test(key)) return category;
  return null;
}
