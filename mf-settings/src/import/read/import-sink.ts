// Where a source reader puts what it reads from one file. Lists (accounts, dimensions, contacts)
// are kept and finished at the end (implied parent accounts added, parent keys resolved); the rows
// that can be many (trial balance, journal, open documents) leave in batches through `onBatch` as
// soon as their dates can be read. A numeric date waits until the file has shown whether it writes
// the month or the day first (rows wait with it, in order); a file that never shows it falls back on
// the header's wording, or is refused. Journal entries are checked to balance before they leave;
// lines of a ledger grouped by account (General Ledger, Account Transactions) are checked at the end.
import type {
  AccountCategory,
  ImportAccount,
  ImportContact,
  ImportDimension,
  ImportFormatId,
  ImportJournalLine,
  ImportOpenDocument,
  ImportProblem,
  ImportTrialBalanceRow,
  ParsedFile,
  StreamedRowKind,
  StreamedRows,
} from '../model/import-model';
import { filledFields } from '../model/merge-parsed-files';
import type { AccountLabel } from './account-names';
import { accountKey } from './account-names';
import { centsInWords, modelCents } from './amounts';
import type { DateOrder } from './dates';
import { dateEvidence, parseDate } from './dates';

export const DEFAULT_BATCH_SIZE = 2000;
/** Problems kept per file; past it one line says how many more there were. */
const MAX_PROBLEMS = 500;

export interface ReadProgress {
  file: string;
  /** Rows of the file read so far (blank and heading rows included). */
  rows_read: number;
  bytes_read: number;
  total_bytes: number;
}

export type RowBatch = { [Kind in StreamedRowKind]: { file: string; kind: Kind; rows: StreamedRows[Kind][] } }[StreamedRowKind];

export interface SinkOptions {
  batchSize?: number;
  onBatch?: (batch: RowBatch, progress: ReadProgress) => void | Promise<void>;
  /** Keep the streamed rows in the ParsedFile too (the default when there is no onBatch). */
  retainRows?: boolean;
}

/** An account as a reader found it; the sink adds the parents its full name implies. */
export interface AccountDraft {
  label: AccountLabel;
  source_type: string;
  category: AccountCategory;
  is_active: boolean;
  description: string | null;
}

/** A row whose dates are still the file's text. */
type Draft<Row, DateField extends keyof Row> = Omit<Row, DateField> & { [Field in DateField]: Row[Field] extends string ? string : string | null };
export type TrialBalanceDraft = Draft<ImportTrialBalanceRow, 'as_of'>;
export type JournalDraft = Draft<ImportJournalLine, 'date'>;
export type OpenDocumentDraft = Draft<ImportOpenDocument, 'date' | 'due_date'>;

type Pending =
  | { kind: 'trial_balance'; row: TrialBalanceDraft }
  | { kind: 'entry'; lines: JournalDraft[]; description: string }
  | { kind: 'ledger'; line: JournalDraft }
  | { kind: 'open_documents'; row: OpenDocumentDraft };

const ORDER_WORDS: Readonly<Record<DateOrder, string>> = { mdy: 'month/day/year', dmy: 'day/month/year' };

export class ImportSink {
  readonly file: string;
  format: ImportFormatId = 'unknown';
  label = 'Not recognised';
  private readonly batchSize: number;
  private readonly onBatch: SinkOptions['onBatch'];
  private readonly retain: boolean;
  private refusedReason: string | null = null;
  private readonly problems: ImportProblem[] = [];
  private problemCount = 0;
  private readonly accountDrafts: { draft: AccountDraft; number: string | null }[] = [];
  private readonly dimensions = new Map<string, ImportDimension>();
  private readonly contacts = new Map<string, ImportContact>();
  private readonly retained: { [Kind in StreamedRowKind]: StreamedRows[Kind][] } = { trial_balance: [], journal: [], open_documents: [] };
  private readonly outgoing: { [Kind in StreamedRowKind]: StreamedRows[Kind][] } = { trial_balance: [], journal: [], open_documents: [] };
  private readonly pending: Pending[] = [];
  private order: DateOrder | null = null;
  private orderSeenAt: { text: string; line: number } | null = null;
  private hint: DateOrder | null = null;
  /** Dates already read, and what each says about the order (a ledger repeats a few hundred dates). */
  private readonly evidenceOf = new Map<string, ReturnType<typeof dateEvidence>>();
  private readonly dateOf = new Map<string, string | null>();
  /** Ledger entries' running balance in cents and first line, to check at the end. */
  private readonly ledgerEntries = new Map<string, { cents: number; line: number; description: string; advice: string; dropped: boolean }>();
  private readonly droppedEntries: string[] = [];
  progress: ReadProgress;

  constructor(file: string, totalBytes: number, options: SinkOptions = {}) {
    this.file = file;
    this.batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
    this.onBatch = options.onBatch;
    this.retain = options.retainRows ?? !options.onBatch;
    this.progress = { file, rows_read: 0, bytes_read: 0, total_bytes: totalBytes };
  }

  get refused(): boolean {
    return this.refusedReason !== null;
  }

  problem(line: number | null, reason: string): void {
    this.problemCount += 1;
    if (this.problems.length < MAX_PROBLEMS) this.problems.push({ file: this.file, line, reason });
  }

  /** The file yields nothing: `reason` becomes its only problem. */
  refuse(reason: string): void {
    if (this.refusedReason !== null) return;
    this.refusedReason = reason;
    this.problems.splice(0, this.problems.length, { file: this.file, line: null, reason });
    this.problemCount = 1;
    this.pending.length = 0;
    for (const kind of ['trial_balance', 'journal', 'open_documents'] as const) this.outgoing[kind].length = 0;
  }

  /** The date order the report's header wording implies, used when the values do not tell. */
  dateHint(order: DateOrder | null): void {
    this.hint ??= order;
  }

  account(draft: AccountDraft, number: string | null = draft.label.number): void {
    if (!this.refused) this.accountDrafts.push({ draft, number });
  }

  dimension(dimension: ImportDimension): void {
    if (this.refused) return;
    const key = `${dimension.kind}\u0000${dimension.source_key}`;
    if (!this.dimensions.has(key)) this.dimensions.set(key, dimension);
  }

  /** A dimension named by its full name ("Programs:Youth"), with its parents; returns its key. */
  dimensionPath(kind: ImportDimension['kind'], fullName: string): string {
    const parts = fullName.split(':').map((part) => part.trim()).filter((part) => part !== '');
    let parent: string | null = null;
    for (let index = 0; index < parts.length; index += 1) {
      const key = parts.slice(0, index + 1).join(':');
      this.dimension({ source_key: key, kind, name: parts[index] ?? key, parent_key: parent });
      parent = key;
    }
    return parent ?? fullName.trim();
  }

  contact(contact: ImportContact): void {
    if (this.refused) return;
    const known = this.contacts.get(contact.source_key);
    if (!known || filledFields(contact) > filledFields(known)) this.contacts.set(contact.source_key, contact);
  }

  trialBalance(row: TrialBalanceDraft): void {
    this.add({ kind: 'trial_balance', row }, [row.as_of], row.source_line);
  }

  /** The lines of one transaction, read together: refused with a problem unless they balance. */
  journalEntry(lines: JournalDraft[], description: string): void {
    if (this.refused || lines.length === 0) return;
    const cents = lines.reduce((sum, line) => sum + modelCents(line.debit) - modelCents(line.credit), 0);
    const first = lines[0]?.source_line ?? null;
    if (cents !== 0) {
      const debits = lines.reduce((sum, line) => sum + modelCents(line.debit), 0);
      const credits = lines.reduce((sum, line) => sum + modelCents(line.credit), 0);
      this.problem(first, `${description} does not balance (debits ${centsInWords(debits)}, credits ${centsInWords(credits)}), so none of its lines were taken.`);
      return;
    }
    this.add({ kind: 'entry', lines, description }, lines.map((line) => line.date), first ?? 0);
  }

  /**
   * One line of an entry whose lines may be anywhere in the file (a ledger grouped by account); the
   * entry is checked to balance at the end, and `advice` says what to do when it does not.
   */
  ledgerLine(line: JournalDraft, describe: () => string, advice = 'the report may leave out some of its accounts: export it for all accounts.'): void {
    if (this.refused) return;
    let entry = this.ledgerEntries.get(line.entry_key);
    if (!entry) {
      entry = { cents: 0, line: line.source_line, description: describe(), advice, dropped: false };
      this.ledgerEntries.set(line.entry_key, entry);
    }
    entry.cents += modelCents(line.debit) - modelCents(line.credit);
    this.add({ kind: 'ledger', line }, [line.date], line.source_line);
  }

  openDocument(row: OpenDocumentDraft): void {
    this.add({ kind: 'open_documents', row }, [row.date, row.due_date ?? ''], row.source_line);
  }

  private add(item: Pending, dates: readonly string[], line: number): void {
    if (this.refused) return;
    let waits = false;
    for (const text of dates) {
      let evidence = this.evidenceOf.get(text);
      if (evidence === undefined) {
        evidence = dateEvidence(text);
        this.remember(this.evidenceOf, text, evidence);
      }
      if (evidence === 'either') waits = true;
      if (evidence !== 'mdy' && evidence !== 'dmy') continue;
      if (this.order && this.order !== evidence && this.orderSeenAt) {
        this.refuse(
          `This file writes dates both month first and day first (“${this.orderSeenAt.text}” on row ${this.orderSeenAt.line}, “${text.trim()}” on row ${line}), so none of its dates can be trusted. Export it again with one date format.`,
        );
        return;
      }
      if (!this.order) {
        this.order = evidence;
        this.orderSeenAt = { text: text.trim(), line };
        this.releasePending();
      }
    }
    if (this.order === null && (waits || this.pending.length > 0)) this.pending.push(item);
    else this.emit(item);
  }

  private remember<Value>(cache: Map<string, Value>, text: string, value: Value): void {
    if (cache.size > 5000) cache.clear();
    cache.set(text, value);
  }

  /** The date of `text` in the file's order (read once per distinct text once the order is known). */
  private read(text: string): string | null {
    const known = this.dateOf.get(text);
    if (known !== undefined) return known;
    const value = parseDate(text, this.order);
    if (this.order || value) this.remember(this.dateOf, text, value);
    return value;
  }

  private releasePending(): void {
    for (const item of this.pending.splice(0)) this.emit(item);
  }

  private date(text: string, line: number, what: string): string | null | undefined {
    if (text.trim() === '') return null;
    const value = this.read(text);
    if (value) return value;
    this.problem(line, `${what} “${text.trim()}” is not a date${this.order ? ` (this file writes dates ${ORDER_WORDS[this.order]})` : ''}, so the row was not taken.`);
    return undefined;
  }

  private emit(item: Pending): void {
    switch (item.kind) {
      case 'trial_balance': {
        const as_of = this.date(item.row.as_of, item.row.source_line, 'The date');
        if (!as_of) return;
        // The draft becomes the row: its date text is replaced by the date (no copy per row).
        item.row.as_of = as_of;
        this.push('trial_balance', item.row);
        return;
      }
      case 'entry': {
        const dates: string[] = [];
        for (const line of item.lines) {
          const date = this.read(line.date);
          if (!date) {
            this.problem(line.source_line, `${item.description} has the date “${line.date.trim()}”, which is not a date${this.order ? ` (this file writes dates ${ORDER_WORDS[this.order]})` : ''}, so none of its lines were taken.`);
            return;
          }
          dates.push(date);
        }
        item.lines.forEach((line, index) => {
          line.date = dates[index] ?? line.date;
          this.push('journal', line);
        });
        return;
      }
      case 'ledger': {
        const date = this.date(item.line.date, item.line.source_line, 'The date');
        if (!date) {
          // The entry cannot balance without this line: none of it is taken.
          const entry = this.ledgerEntries.get(item.line.entry_key);
          if (entry) entry.dropped = true;
          return;
        }
        item.line.date = date;
        this.push('journal', item.line);
        return;
      }
      case 'open_documents': {
        const date = this.date(item.row.date, item.row.source_line, 'The date');
        const due = item.row.due_date ? this.date(item.row.due_date, item.row.source_line, 'The due date') : null;
        if (!date || due === undefined) return;
        item.row.date = date;
        item.row.due_date = due;
        this.push('open_documents', item.row);
        return;
      }
    }
  }

  private push<Kind extends StreamedRowKind>(kind: Kind, row: StreamedRows[Kind]): void {
    this.outgoing[kind].push(row);
    if (this.retain) this.retained[kind].push(row);
  }

  /** Hands full batches to onBatch (every row when `final`). */
  async flush(final = false): Promise<void> {
    if (!this.onBatch || this.refused) {
      for (const kind of ['trial_balance', 'journal', 'open_documents'] as const) this.outgoing[kind].length = 0;
      return;
    }
    await this.send('trial_balance', final);
    await this.send('journal', final);
    await this.send('open_documents', final);
  }

  private async send<Kind extends StreamedRowKind>(kind: Kind, final: boolean): Promise<void> {
    const rows = this.outgoing[kind];
    while (this.onBatch && (rows.length >= this.batchSize || (final && rows.length > 0))) {
      const batch = rows.splice(0, this.batchSize);
      // The union of batch shapes is keyed by kind; this one is of `kind`.
      await this.onBatch({ file: this.file, kind, rows: batch } as RowBatch, { ...this.progress });
    }
  }

  /** Ends the file: waiting rows are dated by the header's hint or the file is refused. */
  finish(): void {
    if (this.refused) return;
    if (this.pending.length > 0) {
      if (this.hint) {
        this.order = this.hint;
        this.releasePending();
      } else {
        const sample = this.pending.map(pendingDate).find((text) => dateEvidence(text) === 'either') ?? '';
        this.refuse(
          `The dates in this file (such as “${sample.trim()}”) could be month/day/year or day/month/year: no day in it is above 12 and its header does not say. Export it with dates written as YYYY-MM-DD, or with a month name, and import it again.`,
        );
        return;
      }
    }
    for (const [key, entry] of this.ledgerEntries) {
      if (entry.cents !== 0 && !entry.dropped) {
        this.problem(entry.line, `${entry.description} does not balance in this file (it is off by ${centsInWords(Math.abs(entry.cents))}), so none of its lines were taken; ${entry.advice}`);
      }
      if (entry.cents !== 0 || entry.dropped) this.droppedEntries.push(key);
    }
    if (this.retain && this.droppedEntries.length > 0) {
      const dropped = new Set(this.droppedEntries);
      this.retained.journal = this.retained.journal.filter((line) => !dropped.has(line.entry_key));
    }
    if (this.problemCount > this.problems.length) {
      this.problems.push({ file: this.file, line: null, reason: `${this.problemCount - this.problems.length} more rows could not be taken; the first ${MAX_PROBLEMS} are listed.` });
    }
  }

  result(): ParsedFile {
    const refused = this.refused;
    return {
      file: this.file,
      format: this.format,
      label: this.label,
      refused,
      dropped_entries: refused ? [] : this.droppedEntries,
      accounts: refused ? [] : this.finishAccounts(),
      dimensions: refused ? [] : [...this.dimensions.values()],
      contacts: refused ? [] : [...this.contacts.values()],
      trial_balance: refused ? [] : this.retained.trial_balance,
      journal: refused ? [] : this.retained.journal,
      open_documents: refused ? [] : this.retained.open_documents,
      problems: this.problems,
    };
  }

  /** The accounts with the parents their full names imply, each parent named by its key. */
  private finishAccounts(): ImportAccount[] {
    const byFullName = new Map<string, ImportAccount>();
    const parentsOf = new Map<string, string>();
    const rows: ImportAccount[] = [];
    const byKey = new Map<string, ImportAccount>();
    const put = (row: ImportAccount, parentFullName: string | null) => {
      const known = byKey.get(row.source_key);
      if (known) {
        if (filledFields(row) > filledFields(known)) Object.assign(known, row);
        return;
      }
      byKey.set(row.source_key, row);
      rows.push(row);
      if (!byFullName.has(row.full_name)) byFullName.set(row.full_name, row);
      if (parentFullName) parentsOf.set(row.source_key, parentFullName);
    };
    for (const { draft, number } of this.accountDrafts) {
      const { label } = draft;
      const parentFullName = label.segments.length > 1 ? label.segments.slice(0, -1).map((part) => part.name).join(':') : null;
      put(
        { source_key: accountKey({ number, full_name: label.full_name }), number, name: label.name, full_name: label.full_name, parent_key: null, source_type: draft.source_type, category: draft.category, is_active: draft.is_active, description: draft.description },
        parentFullName,
      );
    }
    // Parents named in a full name but not listed get rows of their own, of the child's type.
    for (const { draft } of this.accountDrafts) {
      const { segments } = draft.label;
      for (let depth = segments.length - 1; depth >= 1; depth -= 1) {
        const fullName = segments.slice(0, depth).map((part) => part.name).join(':');
        if (byFullName.has(fullName)) continue;
        const segment = segments[depth - 1] ?? { number: null, name: fullName };
        put(
          { source_key: accountKey({ number: segment.number, full_name: fullName }), number: segment.number, name: segment.name, full_name: fullName, parent_key: null, source_type: draft.source_type, category: draft.category, is_active: true, description: null },
          depth > 1 ? segments.slice(0, depth - 1).map((part) => part.name).join(':') : null,
        );
      }
    }
    for (const row of rows) {
      const parent = parentsOf.get(row.source_key);
      row.parent_key = parent ? (byFullName.get(parent)?.source_key ?? parent) : null;
    }
    return rows;
  }
}

function pendingDate(item: Pending): string {
  switch (item.kind) {
    case 'trial_balance':
      return item.row.as_of;
    case 'entry':
      return item.lines[0]?.date ?? '';
    case 'ledger':
      return item.line.date;
    case 'open_documents':
      return item.row.date;
  }
}
