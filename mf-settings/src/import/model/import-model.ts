// The one model every import file is read into, whatever its source (QuickBooks Online, QuickBooks
// Desktop, Xero, Aplos or our own template). The database stages these rows as jsonb exactly as
// named here, so the field names are snake_case and must not change on one side only. Amounts are
// decimal strings with two decimals (never floats), dates are YYYY-MM-DD.

export type AccountCategory = 'Assets' | 'Liabilities' | 'Net Assets' | 'Revenue' | 'Expenses';

export const ACCOUNT_CATEGORIES: readonly AccountCategory[] = ['Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses'];

export interface ImportAccount {
  /** The account number when the source has one, else the full name. */
  source_key: string;
  number: string | null;
  /** The leaf name ("Electric"). */
  name: string;
  /** The name with its parents ("Utilities:Electric"). */
  full_name: string;
  parent_key: string | null;
  /** The source's own wording of the type ("Bank", "Other Current Asset", "EXPENSE"). */
  source_type: string;
  category: AccountCategory;
  is_active: boolean;
  description: string | null;
}

export type DimensionKind = 'class' | 'location' | 'tracking' | 'fund';

export interface ImportDimension {
  source_key: string;
  kind: DimensionKind;
  name: string;
  parent_key: string | null;
}

export type ContactKind = 'customer' | 'vendor' | 'donor' | 'contact';

export interface ImportContact {
  source_key: string;
  kind: ContactKind;
  name: string;
  email: string | null;
  phone: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  tax_id: string | null;
  is_1099: boolean | null;
}

export interface ImportTrialBalanceRow {
  as_of: string;
  account_key: string;
  dimension_key: string | null;
  /** One of debit and credit is "0.00". */
  debit: string;
  credit: string;
  source_line: number;
}

export interface ImportJournalLine {
  /** Shared by the lines of one source transaction, which balance. */
  entry_key: string;
  date: string;
  account_key: string;
  dimension_key: string | null;
  contact_key: string | null;
  memo: string | null;
  reference: string | null;
  debit: string;
  credit: string;
  source_line: number;
}

export type OpenDocumentKind = 'invoice' | 'bill';

export interface ImportOpenDocument {
  kind: OpenDocumentKind;
  contact_key: string;
  number: string | null;
  date: string;
  due_date: string | null;
  amount: string;
  open_balance: string;
  source_line: number;
}

export interface ImportProblem {
  file: string;
  /** The row as a spreadsheet shows it (1 is the file's first row); null for the whole file. */
  line: number | null;
  reason: string;
}

/** The formats the readers know, named by source and export. */
export type ImportFormatId =
  | 'qbo-account-list'
  | 'qbo-trial-balance'
  | 'qbo-journal'
  | 'qbo-general-ledger'
  | 'qbo-customer-contacts'
  | 'qbo-vendor-contacts'
  | 'qbo-ar-aging-detail'
  | 'qbo-ap-aging-detail'
  | 'qbd-iif'
  | 'xero-chart-of-accounts'
  | 'xero-trial-balance'
  | 'xero-account-transactions'
  | 'xero-contacts'
  | 'aplos-funds'
  | 'aplos-chart-of-accounts'
  | 'aplos-transactions'
  | 'missionbase-template'
  | 'unknown';

export interface ParsedFile {
  file: string;
  format: ImportFormatId;
  /** For people: "QuickBooks Online · Trial Balance (CSV)". */
  label: string;
  /**
   * True when the file yields nothing (empty, of another kind, truncated, dates that cannot be read):
   * its problems say why, and rows already handed to `onBatch` must be discarded.
   */
  refused: boolean;
  /**
   * Entries of a ledger grouped by account (General Ledger, Account Transactions, the template's
   * Journal) found at the end not to balance, or with a line that could not be taken: their lines
   * may already have been handed to `onBatch` and must be discarded (they are not in `journal`).
   */
  dropped_entries: string[];
  accounts: ImportAccount[];
  dimensions: ImportDimension[];
  contacts: ImportContact[];
  trial_balance: ImportTrialBalanceRow[];
  journal: ImportJournalLine[];
  open_documents: ImportOpenDocument[];
  problems: ImportProblem[];
}

/** Several files read together: one chart of accounts, one contact list, every file's rows. */
export interface ImportModel {
  files: { file: string; format: ImportFormatId; label: string; refused: boolean }[];
  accounts: ImportAccount[];
  dimensions: ImportDimension[];
  contacts: ImportContact[];
  trial_balance: ImportTrialBalanceRow[];
  journal: ImportJournalLine[];
  open_documents: ImportOpenDocument[];
  problems: ImportProblem[];
}

/** The rows that can be many: handed to `onBatch` in batches while the file is read. */
export type StreamedRowKind = 'trial_balance' | 'journal' | 'open_documents';

export interface StreamedRows {
  trial_balance: ImportTrialBalanceRow;
  journal: ImportJournalLine;
  open_documents: ImportOpenDocument;
}
