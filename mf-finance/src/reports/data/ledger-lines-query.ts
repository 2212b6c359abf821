// report_ledger_lines: one page of the posted ledger lines of a slice of the ledger, with each
// account's opening balance, period debits and credits, closing balance and every line's running
// balance, all from the database (supabase/schemas/reports/functions/report_ledger_lines.sql).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import { fetchAllPages } from '@missionbase/ui/table';
import type { LedgerSlice } from '../general-ledger/ledger-slice';
import { reportKeys } from './keys';

/** A posted line with its running balance, as report_ledger_lines declares it (every attribute may be null). */
export type LedgerLineRow = CompositeTypes<'general_ledger_line'>;
/** The slice's accounts and totals and one page of its lines (public.general_ledger_page). */
export type LedgerLines = CompositeTypes<'general_ledger_page'>;

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
    ...(slice.closing ? { p_closing_entries: true } : {}),
    p_limit: page.limit,
    p_offset: page.offset,
  });
  if (error) throw error;
  return data;
}

/** Every line of the slice (for an export), page by page through the same function. */
export function fetchAllLedgerLines(organizationId: string, slice: LedgerSlice): Promise<LedgerLineRow[]> {
  return fetchAllPages(
    async ({ from }) => (await fetchLedgerLines(organizationId, slice, { limit: LEDGER_LINES_MAX_LIMIT, offset: from })).lines ?? [],
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
