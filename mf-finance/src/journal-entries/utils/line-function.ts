// The expense function of a journal entry line as the editor shows it: only lines on expense
// accounts have one, and until the user picks one it is what the database's trigger would fill
// (private.fill_line_function: the line's project's function, else the account's default
// function, else management and general). The editor sends only an explicit choice; the
// database fills the rest, so the default shown here is a preview, not a second rule.
import type { ExpenseFunction } from '../../reports/general-ledger/ledger-slice';

export const EXPENSE_FUNCTIONS: readonly ExpenseFunction[] = ['program', 'management_general', 'fundraising'];

export function isExpenseFunction(value: unknown): value is ExpenseFunction {
  return typeof value === 'string' && (EXPENSE_FUNCTIONS as readonly string[]).includes(value);
}

/** What the default needs of the bundle's accounts and projects (full rows there). */
export interface FunctionAccount {
  id: string;
  category: string | null;
  default_function?: string | null;
}
export interface FunctionProject {
  id: string;
  function?: string | null;
}

export type LineFunctionDefault = (accountId: string | null, projectId: string | null) => ExpenseFunction | null;

/** The default function of a line: null when its account is not an expense account (or not chosen). */
export function lineFunctionDefaults(accounts: readonly FunctionAccount[], projects: readonly FunctionProject[]): LineFunctionDefault {
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  const projectById = new Map(projects.map((project) => [project.id, project]));
  return (accountId, projectId) => {
    const account = accountId === null ? undefined : accountById.get(accountId);
    if (!account || account.category !== 'Expenses') return null;
    const projectFunction = projectId === null ? undefined : projectById.get(projectId)?.function;
    if (isExpenseFunction(projectFunction)) return projectFunction;
    return isExpenseFunction(account.default_function) ? account.default_function : 'management_general';
  };
}
