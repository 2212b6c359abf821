// report_ledger_lines: one page of the posted ledger lines of a slice of the ledger, with each
// account's opening balance, period debits and credits, closing balance and every line's running
// balance, all from the database (supabase/migrations/20261125015100_report_ledger_lines.sql). Read with
// zod/mini (a few KiB), not zod: a report's cold load carries no form library (issue 21 point 2).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { fetchAllPages } from '@missionbase/ui/table';
import * as z from 'zod/mini';
import type { LedgerSlice } from '../general-ledger/ledger-slice';
import { reportKeys } from './keys';

const money = z.union([z.number(), z.string()]);

export const ledgerLinesSchema = z.object({
  from: z.nullable(z.string()),
  to: z.string(),
  accounts: z.array(z.object({
    account_id: z.string(),
    code: z.string(),
    name: z.string(),
    category: z.string(),
    normal_balance: z.string(),
    sign: z.enum(['debit', 'credit']),
    opening: money,
    debit: money,
    credit: money,
    net: money,
    closing: money,
    line_count: z.number(),
  })),
  totals: z.object({ opening: money, debit: money, credit: money, net: money, closing: money, line_count: z.number() }),
  lines: z.array(z.object({
    id: z.string(),
    entry_id: z.string(),
    entry_date: z.string(),
    account_id: z.string(),
    account_code: z.string(),
    account_name: z.string(),
    fund_id: z.string(),
    fund_name: z.string(),
    project_id: z.nullable(z.string()),
    project_name: z.nullable(z.string()),
    function: z.nullable(z.string()),
    description: z.nullable(z.string()),
    reference: z.nullable(z.string()),
    source_type: z.string(),
    source_id: z.nullable(z.string()),
    debit: money,
    credit: money,
    running_balance: money,
  })),
});

export type LedgerLines = z.infer<typeof ledgerLinesSchema>;
export type LedgerLineRow = LedgerLines['lines'][number];
export type LedgerAccountSummary = LedgerLines['accounts'][number];

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
  return ledgerLinesSchema.parse(data);
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
