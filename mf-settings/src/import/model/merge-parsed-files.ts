// Several files read for one import as one model: one chart of accounts, one list of dimensions and
// one of contacts (a key given by two files keeps the row that says more, a chart of accounts' row
// when they say as much), and every file's rows.
// A row naming an account by its full or leaf name where the chart of accounts keys it by number
// (a General Ledger exported without account numbers) is given the account's key; an account no
// chart lists is a problem. Journal entry keys are per file, so each is prefixed with its file's
// name. Files that were refused contribute their problems only.
import type { ImportAccount, ImportContact, ImportDimension, ImportFormatId, ImportModel, ImportProblem, ParsedFile } from './import-model';

const CHART_FORMATS: ReadonlySet<ImportFormatId> = new Set(['qbo-account-list', 'qbd-iif', 'xero-chart-of-accounts', 'aplos-chart-of-accounts', 'missionbase-template']);

/** How much a row says: its filled fields (the richer of two rows with one key is kept). */
export function filledFields(row: object): number {
  return Object.values(row).filter((value) => value !== null && value !== '' && value !== undefined).length;
}

function richer<Row extends object>(known: Row, candidate: Row, tieBreak: (known: Row, candidate: Row) => boolean = () => false): Row {
  const knownFields = filledFields(known);
  const candidateFields = filledFields(candidate);
  return candidateFields > knownFields || (candidateFields === knownFields && tieBreak(known, candidate)) ? candidate : known;
}

function dedupe<Row extends object>(rows: readonly Row[], key: (row: Row) => string, tieBreak?: (known: Row, candidate: Row) => boolean): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    const known = byKey.get(key(row));
    byKey.set(key(row), known ? richer(known, row, tieBreak) : row);
  }
  return [...byKey.values()];
}

/** Keys by which rows may name an account, to the account's own key (number or full name). */
function accountKeys(accounts: readonly ImportAccount[]): Map<string, string> {
  const keys = new Map<string, string>();
  const leafCount = new Map<string, number>();
  for (const account of accounts) leafCount.set(account.name, (leafCount.get(account.name) ?? 0) + 1);
  for (const account of accounts) if (leafCount.get(account.name) === 1) keys.set(account.name, account.source_key);
  for (const account of accounts) keys.set(account.full_name, account.source_key);
  for (const account of accounts) keys.set(account.source_key, account.source_key);
  return keys;
}

export function mergeParsedFiles(files: readonly ParsedFile[]): ImportModel {
  const taken = files.filter((file) => !file.refused);
  // A chart of accounts describes an account better than a report that only shows it (Xero's
  // trial balance gives its section as the type), so charts come first and keep a tie.
  const charts = [...taken.filter((file) => CHART_FORMATS.has(file.format)), ...taken.filter((file) => !CHART_FORMATS.has(file.format))];
  const accounts = dedupe(
    charts.flatMap((file) => file.accounts),
    (account) => account.source_key,
  );
  const dimensions = dedupe(
    taken.flatMap((file) => file.dimensions),
    (dimension: ImportDimension) => `${dimension.kind}\u0000${dimension.source_key}`,
    // A list's row names the dimension; a row taken from a transaction may only repeat its key.
    (known, candidate) => known.name === known.source_key && candidate.name !== candidate.source_key,
  );
  const contacts = dedupe(
    taken.flatMap((file) => file.contacts),
    (contact: ImportContact) => contact.source_key,
    (known, candidate) => known.kind === 'contact' && candidate.kind !== 'contact',
  );
  const keys = accountKeys(accounts);
  const unknown = new Map<string, { file: string; line: number; count: number }>();
  const accountKey = (key: string, file: string, line: number): string => {
    const known = keys.get(key);
    if (known) return known;
    const seen = unknown.get(key);
    if (seen) seen.count += 1;
    else unknown.set(key, { file, line, count: 1 });
    return key;
  };
  const trial_balance = taken.flatMap((file) => file.trial_balance.map((row) => ({ ...row, account_key: accountKey(row.account_key, file.file, row.source_line) })));
  const journal = taken.flatMap((file) => file.journal.map((line) => ({ ...line, entry_key: `${file.file}#${line.entry_key}`, account_key: accountKey(line.account_key, file.file, line.source_line) })));
  const open_documents = taken.flatMap((file) => file.open_documents);
  const problems: ImportProblem[] = files.flatMap((file) => file.problems);
  if (accounts.length === 0 && unknown.size > 0) {
    problems.push({ file: '', line: null, reason: 'No file of this import lists the chart of accounts, so the accounts its rows name cannot be set up. Add the account list export (QuickBooks Online’s Account List, the IIF list, Xero’s or Aplos’s chart of accounts, or the template’s Accounts sheet).' });
  } else {
    for (const [key, { file, line, count }] of unknown) {
      problems.push({ file, line, reason: `The account “${key}”${count > 1 ? ` (on ${count} rows)` : ''} is in no chart of accounts of this import. Add it to the account list, or add the file that lists it.` });
    }
  }
  return {
    files: files.map(({ file, format, label, refused }) => ({ file, format, label, refused })),
    accounts,
    dimensions,
    contacts,
    trial_balance,
    journal,
    open_documents,
    problems,
  };
}
