// An account as a report names it, split into number, leaf name and full name: "Expenses:Rent",
// QuickBooks Online's number prefix ("6000 Rent", "6100 Utilities:6110 Electric"), Aplos's
// "1000 - Checking", the leaf with its full name in parentheses ("Electric (Utilities:Electric)"),
// Xero's code in parentheses ("Sales (200)"), and QuickBooks' "(deleted)" mark on inactive accounts.

export interface AccountSegment {
  number: string | null;
  name: string;
}

export interface AccountLabel {
  /** From the leaf down: the parents first, the account last. */
  segments: AccountSegment[];
  number: string | null;
  name: string;
  full_name: string;
  /** QuickBooks marks an inactive account "(deleted)" in its reports. */
  inactive: boolean;
}

const NUMBER_PREFIX = /^(\d[\d.-]*)\s+(?:[-–]\s+)?(\S.*)$/;
const XERO_CODE = /^[A-Za-z0-9][A-Za-z0-9.-]{0,9}$/;

function segment(text: string, numberPrefix = true): AccountSegment {
  const trimmed = text.trim();
  const match = numberPrefix ? NUMBER_PREFIX.exec(trimmed) : null;
  return match ? { number: match[1] ?? null, name: (match[2] ?? '').trim() } : { number: null, name: trimmed };
}

function label(segments: AccountSegment[], inactive: boolean): AccountLabel {
  const last = segments[segments.length - 1] ?? { number: null, name: '' };
  return { segments, number: last.number, name: last.name, full_name: segments.map((part) => part.name).join(':'), inactive };
}

export interface LabelOptions {
  /** Read a trailing "(200)" as the account's code (Xero). */
  codeSuffix?: boolean;
  /** Read a leading "6000 " as the account's number (false where names are only names, as in IIF). */
  numberPrefix?: boolean;
}

/** Splits `text` into its segments, the number of each read as `options` say. */
export function parseAccountLabel(text: string, options: LabelOptions = {}): AccountLabel {
  const split = (part: string) => segment(part, options.numberPrefix ?? true);
  let value = text.replace(/\s+/g, ' ').trim();
  let inactive = false;
  const deleted = /\s*\((?:deleted|inactive)\)$/i;
  if (deleted.test(value)) {
    inactive = true;
    value = value.replace(deleted, '');
  }
  const parenthesised = /^(.*\S)\s*\(([^()]+)\)$/.exec(value);
  if (parenthesised) {
    const outer = parenthesised[1] ?? '';
    const inner = (parenthesised[2] ?? '').trim();
    if (inner.includes(':')) {
      const innerSegments = inner.split(':').map(split);
      const outerLeaf = split(outer);
      const innerLeaf = innerSegments[innerSegments.length - 1];
      if (innerLeaf && innerLeaf.name === outerLeaf.name) {
        innerLeaf.number ??= outerLeaf.number;
        return label(innerSegments, inactive);
      }
    } else if (options.codeSuffix && XERO_CODE.test(inner)) {
      const segments: AccountSegment[] = outer.split(':').map((part) => ({ number: null, name: part.trim() }));
      const leaf = segments[segments.length - 1];
      if (leaf) leaf.number = inner;
      return label(segments, inactive);
    }
  }
  return label(value.split(':').map(split), inactive);
}

/** The key an account is known by in the model: its number, else its full name. */
export function accountKey(account: Pick<AccountLabel, 'number' | 'full_name'>): string {
  return account.number ?? account.full_name;
}

/** The key of the account a report line names, by the same rule as the chart of accounts. */
export function accountKeyOf(text: string, options: LabelOptions = {}): string {
  return accountKey(parseAccountLabel(text, options));
}
