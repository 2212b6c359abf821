// The whole organization as one zip: every table's rows as CSV (read through the API, page by page,
// as the signed-in owner or admin: RLS decides what they may read) plus the posted ledger as an
// hledger journal file.
import { getSupabase } from '@missionbase/session';
import { toCsv } from './csv';
import { EXPORT_TABLES, SECRET_COLUMNS, type ExportTable } from './export-tables';
import { hledgerJournal, type LedgerAccount, type LedgerEntry, type LedgerLine } from './hledger-journal';
import { createZip, type ZipEntry } from './zip';

const PAGE = 1000;

type Row = Record<string, unknown>;

/**
 * The part of the client the export uses, for tables named at run time from EXPORT_TABLES: the typed
 * client's union over every table is deeper than TypeScript instantiates, and the rows are written
 * as they come whatever their table.
 */
interface TableByNameClient {
  from(table: string): {
    select(columns: '*'): {
      eq(column: 'organization_id', value: string): {
        range(from: number, to: number): PromiseLike<{ data: Row[] | null; error: { message: string } | null }>;
      };
    };
  };
}

async function readTable(table: ExportTable, organizationId: string): Promise<Row[]> {
  const client = getSupabase() as unknown as TableByNameClient;
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client.from(table).select('*').eq('organization_id', organizationId).range(from, from + PAGE - 1);
    if (error) throw new Error(`${table}: ${error.message}`);
    const page: Row[] = (data ?? []).map((row) => ({ ...row }));
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

function withoutSecrets(table: ExportTable, rows: Row[]): Row[] {
  const secret = SECRET_COLUMNS[table];
  if (!secret) return rows;
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !secret.includes(key))));
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOrText = (value: unknown): number | string => (typeof value === 'number' || typeof value === 'string' ? value : 0);

export interface ExportProgress {
  done: number;
  total: number;
}

export async function exportOrganization(organizationId: string, organizationName: string, onProgress?: (progress: ExportProgress) => void): Promise<Blob> {
  const encoder = new TextEncoder();
  const files: ZipEntry[] = [];
  const read = new Map<ExportTable, Row[]>();
  let done = 0;
  for (const table of EXPORT_TABLES) {
    const rows = withoutSecrets(table, await readTable(table, organizationId));
    read.set(table, rows);
    files.push({ name: `tables/${table}.csv`, data: encoder.encode(toCsv(rows)) });
    done += 1;
    onProgress?.({ done, total: EXPORT_TABLES.length });
  }
  const settings = read.get('organization_settings')?.[0];
  const journal = hledgerJournal({
    organizationName,
    currency: text(settings?.currency) || 'USD',
    accounts: (read.get('accounts') ?? []).map((row): LedgerAccount => ({ id: text(row.id), code: text(row.code), name: text(row.name), category: text(row.category) })),
    funds: (read.get('funds') ?? []).map((row) => ({ id: text(row.id), name: text(row.name) })),
    entries: (read.get('journal_entries') ?? []).map(
      (row): LedgerEntry => ({ id: text(row.id), entry_date: text(row.entry_date), description: text(row.description), reference: text(row.reference) || null, status: text(row.status) }),
    ),
    lines: (read.get('journal_entry_lines') ?? []).map(
      (row): LedgerLine => ({
        journal_entry_id: text(row.journal_entry_id),
        account_id: text(row.account_id),
        fund_id: text(row.fund_id),
        debit: numberOrText(row.debit),
        credit: numberOrText(row.credit),
        line_number: typeof row.line_number === 'number' ? row.line_number : 0,
      }),
    ),
  });
  files.push({ name: 'ledger.journal', data: encoder.encode(journal) });
  const zip = createZip(files);
  const buffer = new ArrayBuffer(zip.length);
  new Uint8Array(buffer).set(zip);
  return new Blob([buffer], { type: 'application/zip' });
}
