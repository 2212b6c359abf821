// The journal entry editor's lines and what they add up to: per-fund debits, credits and the
// difference, shown live while typing. Display only: the database checks the balance again when
// the entry is posted (save_journal_entry / post_journal_entry_draft) and is the authority.
import { centsToDecimalString, moneyToCents } from '@missionbase/domain/money';
import type { ExpenseFunction } from '../../reports/general-ledger/ledger-slice';
import { isExpenseFunction } from './line-function';
import type { LineFunctionDefault } from './line-function';

export interface EditorLine {
  /** Stable React key of the row (not stored). */
  key: string;
  accountId: string | null;
  fundId: string | null;
  projectId: string | null;
  /** The expense function the user chose; null follows the default (see line-function.ts). */
  function: ExpenseFunction | null;
  debit: string;
  credit: string;
  description: string;
}

export interface FundDifference {
  fundId: string;
  debitCents: number;
  creditCents: number;
  /** Debits minus credits: zero when the fund balances. */
  differenceCents: number;
}

export interface EntryCheck {
  totalDebitCents: number;
  totalCreditCents: number;
  funds: FundDifference[];
  /** Why the entry cannot be posted yet, in the order the user would fix them; empty when it can. */
  problems: string[];
}

let nextKey = 0;

export function emptyLine(fundId: string | null = null): EditorLine {
  nextKey += 1;
  return { key: `line-${nextKey}`, accountId: null, fundId, projectId: null, function: null, debit: '', credit: '', description: '' };
}

/** Amount text as cents; blank is 0, anything else unreadable is null. */
export function amountCents(text: string): number | null {
  if (text.trim() === '') return 0;
  return moneyToCents(text);
}

/** A line nothing has been entered on (skipped when saving, as the database does). */
export function isBlankLine(line: EditorLine): boolean {
  return line.accountId === null && line.debit.trim() === '' && line.credit.trim() === '' && line.description.trim() === '';
}

export function checkEntry(lines: readonly EditorLine[]): EntryCheck {
  const byFund = new Map<string, FundDifference>();
  const problems: string[] = [];
  let totalDebitCents = 0;
  let totalCreditCents = 0;
  lines.forEach((line, index) => {
    if (isBlankLine(line)) return;
    const label = `Line ${index + 1}`;
    const debit = amountCents(line.debit);
    const credit = amountCents(line.credit);
    if (debit === null || credit === null || debit < 0 || credit < 0) {
      problems.push(`${label}: the amount is not a valid number`);
      return;
    }
    if (debit > 0 && credit > 0) problems.push(`${label}: a line has a debit or a credit, not both`);
    if (debit === 0 && credit === 0) problems.push(`${label}: enter a debit or a credit`);
    if (line.accountId === null) problems.push(`${label}: choose an account`);
    if (line.fundId === null) {
      problems.push(`${label}: choose a fund`);
    } else {
      const fund = byFund.get(line.fundId) ?? { fundId: line.fundId, debitCents: 0, creditCents: 0, differenceCents: 0 };
      fund.debitCents += debit;
      fund.creditCents += credit;
      fund.differenceCents = fund.debitCents - fund.creditCents;
      byFund.set(line.fundId, fund);
    }
    totalDebitCents += debit;
    totalCreditCents += credit;
  });
  const funds = [...byFund.values()];
  if (totalDebitCents === 0 && totalCreditCents === 0 && problems.length === 0) problems.push('Add lines with debits and credits');
  for (const fund of funds) {
    if (fund.differenceCents !== 0) problems.push(`fund:${fund.fundId}`);
  }
  return { totalDebitCents, totalCreditCents, funds, problems };
}

export interface LinePayload {
  account_id: string | null;
  fund_id: string | null;
  project_id: string | null;
  /** Only an explicit choice; without one the database fills the default. */
  function: ExpenseFunction | null;
  description: string | null;
  debit: string | null;
  credit: string | null;
}

/** The lines as save_journal_entry takes them: amounts as exact decimal text, blank lines left out. */
export function linesPayload(lines: readonly EditorLine[]): LinePayload[] {
  return lines.filter((line) => !isBlankLine(line)).map((line) => {
    const debit = amountCents(line.debit);
    const credit = amountCents(line.credit);
    return {
      account_id: line.accountId,
      fund_id: line.fundId,
      project_id: line.projectId,
      function: line.function,
      description: line.description.trim() === '' ? null : line.description.trim(),
      debit: debit === null ? line.debit : debit === 0 ? null : centsToDecimalString(debit),
      credit: credit === null ? line.credit : credit === 0 ? null : centsToDecimalString(credit),
    };
  });
}

/** A saved line as get_journal_entry declares it (a missing account or fund is unchosen, a missing amount blank). */
export interface StoredLine {
  account_id: string | null;
  fund_id: string | null;
  project_id: string | null;
  function?: string | null;
  description: string | null;
  debit: number | string | null;
  credit: number | string | null;
}

/**
 * A saved entry's lines back into editor rows (amounts as text, zero sides blank). A stored
 * function equal to the line's default is read as "the default", so it keeps following the
 * account and project; one that differs is the user's choice and stays.
 */
export function editorLinesOf(lines: readonly StoredLine[], defaultFunction: LineFunctionDefault = () => null): EditorLine[] {
  const text = (value: number | string | null): string => {
    const cents = value === null ? null : moneyToCents(value);
    return cents === null || cents === 0 ? '' : centsToDecimalString(cents);
  };
  return lines.map((line) => ({
    ...emptyLine(line.fund_id),
    accountId: line.account_id,
    projectId: line.project_id,
    function: isExpenseFunction(line.function) && line.function !== defaultFunction(line.account_id, line.project_id) ? line.function : null,
    description: line.description ?? '',
    debit: text(line.debit),
    credit: text(line.credit),
  }));
}
