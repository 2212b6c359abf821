// Reads the sheets of our own template (template-columns.ts), from a workbook or as separate CSV
// files: each sheet is recognised by its headings (every required column present), whatever its
// name. Journal lines are grouped by their Entry value wherever they sit in the sheet and each
// entry is checked to balance at the end.
import type { AccountCategory, ContactKind } from '../../model/import-model';
import type { RowReader, SourceFormat } from '../../read/source-format';
import type { ImportSink } from '../../read/import-sink';
import type { AccountSegment } from '../../read/account-names';
import { accountKeyOf, parseAccountLabel } from '../../read/account-names';
import { formatCents, isBlankAmount, parseCents } from '../../read/amounts';
import { lineAmountFromColumns } from '../../read/line-amounts';
import { cellValue, column, findHeader, heading, isBlankRow, yesNo } from '../../read/report-table';
import type { TemplateSheet, TemplateSheetId } from './template-columns';
import { TEMPLATE_SHEETS } from './template-columns';

const TEMPLATE = 'Missionbase template';

type Cell = (cells: readonly string[]) => string;

/** The five categories, and the words people also write for them. */
const CATEGORIES: Readonly<Record<string, AccountCategory>> = {
  assets: 'Assets', asset: 'Assets', liabilities: 'Liabilities', liability: 'Liabilities', 'net assets': 'Net Assets', 'net asset': 'Net Assets', equity: 'Net Assets',
  revenue: 'Revenue', income: 'Revenue', expenses: 'Expenses', expense: 'Expenses',
};

function cellsOf(header: readonly string[]): (name: string) => Cell {
  return (name) => {
    const index = column(header, heading(name));
    return (cells) => cellValue(cells, index);
  };
}

function nullable(text: string): string | null {
  const value = text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  return value === '' ? null : value;
}

function fundOf(sink: ImportSink, name: string): string | null {
  return name === '' ? null : sink.dimensionPath('fund', name);
}

function accountsReader(sink: ImportSink, cell: (name: string) => Cell): RowReader {
  const number = cell('Number');
  const name = cell('Name');
  const parent = cell('Parent');
  const type = cell('Type');
  const category = cell('Category');
  const active = cell('Active');
  const description = cell('Description');
  const rows: { number: string | null; name: string; parent: string; type: string; category: string; active: boolean; description: string | null; line: number }[] = [];
  return {
    row(cells, line) {
      if (isBlankRow(cells) || name(cells) === '') return;
      rows.push({ number: number(cells) || null, name: name(cells), parent: parent(cells), type: type(cells), category: category(cells), active: yesNo(active(cells)) !== false, description: nullable(description(cells)), line });
    },
    end() {
      // A parent is named by its number or by its full name; the full name of a row is its parents' and its own.
      const fullNames = new Map<(typeof rows)[number], AccountSegment[]>();
      const byKey = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        if (row.number) byKey.set(row.number, row);
        byKey.set(row.name, row);
      }
      const segmentsOf = (row: (typeof rows)[number], seen: Set<unknown>): AccountSegment[] => {
        const known = fullNames.get(row);
        if (known) return known;
        const own = parseAccountLabel(row.name, { numberPrefix: false }).segments;
        const leaf = own[own.length - 1];
        if (leaf) leaf.number = row.number;
        const parentRow = row.parent ? byKey.get(row.parent) : undefined;
        const parentSegments = parentRow && !seen.has(parentRow) ? segmentsOf(parentRow, new Set([...seen, row])) : row.parent && !parentRow ? parseAccountLabel(row.parent).segments : [];
        const segments = own.length > 1 ? own : [...parentSegments, ...own];
        fullNames.set(row, segments);
        return segments;
      };
      for (const row of rows) {
        const resolved = CATEGORIES[row.category.trim().toLowerCase()];
        if (!resolved) {
          sink.problem(row.line, `The account “${row.name}” has the category “${row.category}”; write one of Assets, Liabilities, Net Assets, Revenue or Expenses.`);
          continue;
        }
        const segments = segmentsOf(row, new Set());
        sink.account(
          { label: { segments, number: row.number, name: segments[segments.length - 1]?.name ?? row.name, full_name: segments.map((part) => part.name).join(':'), inactive: !row.active }, source_type: row.type || resolved, category: resolved, is_active: row.active, description: row.description },
          row.number,
        );
      }
    },
  };
}

function trialBalanceReader(sink: ImportSink, cell: (name: string) => Cell): RowReader {
  const asOf = cell('As of');
  const account = cell('Account');
  const fund = cell('Fund');
  const debit = cell('Debit');
  const credit = cell('Credit');
  return {
    row(cells, line) {
      if (isBlankRow(cells)) return;
      const accountName = account(cells);
      if (accountName === '') {
        sink.problem(line, 'This row names no account, so it was not taken.');
        return;
      }
      const amount = lineAmountFromColumns(debit(cells), credit(cells));
      if ('invalid' in amount) {
        sink.problem(line, `The amount “${amount.invalid}” of “${accountName}” is not a number, so the row was not taken.`);
        return;
      }
      if ('zero' in amount) return;
      sink.trialBalance({ as_of: asOf(cells), account_key: accountKeyOf(accountName), dimension_key: fundOf(sink, fund(cells)), debit: amount.debit, credit: amount.credit, source_line: line });
    },
    end() {},
  };
}

function journalReader(sink: ImportSink, cell: (name: string) => Cell): RowReader {
  const entry = cell('Entry');
  const date = cell('Date');
  const account = cell('Account');
  const fund = cell('Fund');
  const contact = cell('Contact');
  const memo = cell('Memo');
  const reference = cell('Reference');
  const debit = cell('Debit');
  const credit = cell('Credit');
  return {
    row(cells, line) {
      if (isBlankRow(cells)) return;
      const key = entry(cells);
      const accountName = account(cells);
      if (key === '' || accountName === '') {
        sink.problem(line, `This line has no ${key === '' ? 'Entry' : 'Account'}, so it was not taken.`);
        return;
      }
      const words = `The entry “${key}”`;
      const amount = lineAmountFromColumns(debit(cells), credit(cells));
      if ('invalid' in amount) {
        sink.problem(line, `${words} has the amount “${amount.invalid}”, which is not a number, so the line was not taken.`);
        return;
      }
      if ('zero' in amount) return;
      sink.ledgerLine(
        { entry_key: key, date: date(cells), account_key: accountKeyOf(accountName), dimension_key: fundOf(sink, fund(cells)), contact_key: nullable(contact(cells)), memo: nullable(memo(cells)), reference: nullable(reference(cells)), debit: amount.debit, credit: amount.credit, source_line: line },
        () => words,
        'check that each of its lines is on the sheet with its amount.',
      );
    },
    end() {},
  };
}

const KINDS: Readonly<Record<string, ContactKind>> = { donor: 'donor', customer: 'customer', vendor: 'vendor', supplier: 'vendor', contact: 'contact', '': 'contact' };

function contactsReader(sink: ImportSink, cell: (name: string) => Cell): RowReader {
  const fields = ['Email', 'Phone', 'Address line 1', 'Address line 2', 'City', 'Region', 'Postal code', 'Country', 'Tax ID'].map(cell);
  const [email, phone, line1, line2, city, region, postal, country, taxId] = fields;
  const name = cell('Name');
  const kind = cell('Kind');
  const is1099 = cell('1099');
  return {
    row(cells, line) {
      if (isBlankRow(cells) || name(cells) === '') return;
      const contactKind = KINDS[kind(cells).trim().toLowerCase()];
      if (!contactKind) {
        sink.problem(line, `The contact “${name(cells)}” has the kind “${kind(cells)}”; write donor, customer, vendor or contact.`);
        return;
      }
      const text = (field: Cell | undefined) => (field ? nullable(field(cells)) : null);
      sink.contact({ source_key: name(cells), kind: contactKind, name: name(cells), email: text(email), phone: text(phone), address_line1: text(line1), address_line2: text(line2), city: text(city), region: text(region), postal_code: text(postal), country: text(country), tax_id: text(taxId), is_1099: yesNo(is1099(cells)) });
    },
    end() {},
  };
}

function openDocumentsReader(sink: ImportSink, cell: (name: string) => Cell, kind: 'invoice' | 'bill'): RowReader {
  const party = cell(kind === 'invoice' ? 'Customer' : 'Vendor');
  const number = cell('Number');
  const date = cell('Date');
  const due = cell('Due date');
  const amount = cell('Amount');
  const open = cell('Open balance');
  return {
    row(cells, line) {
      if (isBlankRow(cells)) return;
      const contact = party(cells);
      const amountCents = parseCents(amount(cells));
      const openCents = parseCents(open(cells));
      if (contact === '' || amountCents === null || openCents === null) {
        const missing = contact === '' ? (kind === 'invoice' ? 'Customer' : 'Vendor') : amountCents === null ? 'Amount' : 'Open balance';
        const text = missing === 'Amount' ? amount(cells) : missing === 'Open balance' ? open(cells) : '';
        sink.problem(line, isBlankAmount(text) ? `This ${kind} has no ${missing}, so it was not taken.` : `The ${missing} “${text}” of this ${kind} is not a number, so it was not taken.`);
        return;
      }
      sink.openDocument({ kind, contact_key: contact, number: nullable(number(cells)), date: date(cells), due_date: nullable(due(cells)), amount: formatCents(amountCents), open_balance: formatCents(openCents), source_line: line });
    },
    end() {},
  };
}

const READERS: Readonly<Record<TemplateSheetId, (sink: ImportSink, cell: (name: string) => Cell) => RowReader>> = {
  accounts: accountsReader,
  trial_balance: trialBalanceReader,
  journal: journalReader,
  contacts: contactsReader,
  open_invoices: (sink, cell) => openDocumentsReader(sink, cell, 'invoice'),
  open_bills: (sink, cell) => openDocumentsReader(sink, cell, 'bill'),
};

function templateFormat(sheet: TemplateSheet): SourceFormat {
  const required = sheet.columns.filter((candidate) => candidate.required).map((candidate) => heading(candidate.header));
  const all = sheet.columns.map((candidate) => heading(candidate.header));
  return {
    id: 'missionbase-template',
    source: TEMPLATE,
    title: sheet.name,
    detect(sample, context) {
      // The headings row holds every required column, and is mostly this sheet's headings (a "Read me" row naming a column is not).
      const headerIndex = findHeader(sample, (headings) => {
        const filled = headings.filter((name) => name !== '');
        return required.every((name) => headings.includes(name)) && filled.filter((name) => all.includes(name)).length * 2 > filled.length;
      });
      if (headerIndex < 0) return null;
      const headings = (sample[headerIndex] ?? []).map(heading);
      const matched = all.filter((name) => headings.includes(name)).length;
      return { score: 4 + matched + (context.sheet && heading(context.sheet) === heading(sheet.name) ? 3 : 0), headerIndex };
    },
    open({ sink, header }) {
      return READERS[sheet.id](sink, cellsOf(header));
    },
  };
}

export const templateFormats: readonly SourceFormat[] = TEMPLATE_SHEETS.map(templateFormat);
