// report_ledger_lines: one page of the posted ledger lines of a slice of the ledger, with each
// account's opening balance, period debits and credits, closing balance and every line's running
// balance, all from the database (supabase/schemas/reports/functions/report_ledger_lines.sql). Read
// with plain checks (report-json.ts), not zod: a report's cold load carries no schema library.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { fetchAllPages } from '@missionbase/ui/table';
import type { LedgerSlice } from '../general-ledger/ledger-slice';
import { ReportReader } from './report-json';
import { reportKeys } from './keys';

type Money = number | string;

export interface LedgerAccountSummary {
  account_id: string;
  code: string;
  name: string;
  category: string;
  normal_balance: string;
  sign: 'debit' | 'credit';
  opening: Money;
  debit: Money;
  credit: Money;
  net: Money;
  closing: Money;
  line_count: number;
}

export interface LedgerLineRow {
  id: string;
  entry_id: string;
  entry_date: string;
  account_id: string;
  account_code: string;
  account_name: string;
  fund_id: string;
  fund_name: string;
  project_id: string | null;
  project_name: string | null;
  function: string | null;
  description: string | null;
  reference: string | null;
  source_type: string;
  source_id: string | null;
  debit: Money;
  credit: Money;
  running_balance: Money;
}

export interface LedgerLines {
  from: string | null;
  to: string;
  accounts: LedgerAccountSummary[];
  totals: { opening: Money; debit: Money; credit: Money; net: Money; closing: Money; line_count: number };
  lines: LedgerLineRow[];
}

/** report_ledger_lines' JSON, checked field by field. */
export function readLedgerLines(value: unknown): LedgerLines {
  const read = new ReportReader('general ledger');
  const json = read.record(value);
  const totals = read.record(json.totals);
  return {
    from: read.nullableText(json.from),
    to: read.text(json.to),
    accounts: read.array(json.accounts).map((item) => {
      const account = read.record(item);
      return {
        account_id: read.text(account.account_id), code: read.text(account.code), name: read.text(account.name), category: read.text(account.category),
        normal_balance: read.text(account.normal_balance), sign: read.oneOf(account.sign, ['debit', 'credit'] as const),
        opening: read.money(account.opening), debit: read.money(account.debit), credit: read.money(account.credit), net: read.money(account.net),
        closing: read.money(account.closing), line_count: read.number(account.line_count),
      };
    }),
    totals: {
      opening: read.money(totals.opening), debit: read.money(totals.debit), credit: read.money(totals.credit), net: read.money(totals.net),
      closing: read.money(totals.closing), line_count: read.number(totals.line_count),
    },
    lines: read.array(json.lines).map((item) => {
      const line = read.record(item);
      return {
        id: read.text(line.id), entry_id: read.text(line.entry_id), entry_date: read.text(line.entry_date), account_id: read.text(line.account_id),
        account_code: read.text(line.account_code), account_name: read.text(line.account_name), fund_id: read.text(line.fund_id), fund_name: read.text(line.fund_name),
        project_id: read.nullableText(line.project_id), project_name: read.nullableText(line.project_name), function: read.nullableText(line.function),
        description: read.nullableText(line.description), reference: read.nullableText(line.reference), source_type: read.text(line.source_type),
        source_id: read.nullableText(line.source_id), debit: read.money(line.debit), credit: read.money(line.credit), running_balance: read.money(line.running_balance),
      };
    }),
  };
}

/** The function returns at most this many lines per call. */
export const LEDGER_LINES_MAX_LIMIT = 1000;

export async function fetchLedgerLines(organizationId: string, slice: LedgerSlice, page: { limit: number; offset: number }): Promise<LedgerLines> {
  const { data, error } = await getSupabase().rpc('report_ledger_lines', {
    p_organization_id: organizationId,
    p_to: slice.to,
    ...(slice.from ? { p_from: slice.from } : {}),
    ...(slice.accounts ? { p_account_ids: [...slice.accounts] } : {}),
    ...(slice.categories ? { p_categories: [...slice.categories] } : {}),
    ...(slice.fund ? { p_fund_id: slice.fund } : {}),
    ...(slice.project ? { p_project_id: slice.project } : {}),
    ...(slice.noProject ? { p_no_project: true } : {}),
    ...(slice.function ? { p_function: slice.function } : {}),
    ...(slice.restriction ? { p_restriction: slice.restriction } : {}),
    ...(slice.sign ? { p_sign: slice.sign } : {}),
    p_limit: page.limit,
    p_offset: page.offset,
  });
  if (error) throw error;
  return readLedgerLines(data);
}

/** Every line of the slice (for an export), page by page through the same function. */
export function fetchAllLedgerLines(organizationId: string, slice: LedgerSlice): Promise<LedgerLineRow[]> {
  return fetchAllPages(
    async ({ from }) => (await fetchLedgerLines(organizationId, slice, { limit: LEDGER_LINES_MAX_LIMIT, offset: from })).lines,
    LEDGER_LINES_MAX_LIMIT,
  );
}

export function useLedgerLines(slice: LedgerSlice, page: number, pageSize: number) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.ledgerLines(organizationId ?? '', slice, page, pageSize),
    queryFn: () => fetchLedgerLines(organizationId ?? '', slice, { limit: pageSize, offset: (page - 1) * pageSize }),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
  });
}
