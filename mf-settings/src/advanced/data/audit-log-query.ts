// One page of the audit log, filtered by table, author and dates and paged by the database
// (search_audit_log: owners and admins only), with the author's name and e-mail.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData, type CompositeTypes, type FunctionReturns, type Json } from '@missionbase/session';
import { advancedKeys } from './keys';

export interface AuditLogParams {
  page: number;
  pageSize: number;
  filters: { table?: string; actor?: string; from?: string; to?: string };
}

/** A row's columns and their values, as the audit trigger stored them. */
export type AuditRowData = Record<string, Json | undefined>;

/**
 * A change as search_audit_log declares it (every attribute may be null), with the row before and
 * after as objects: those are json whose keys are the table's columns, read here.
 */
export type AuditLogRow = Omit<CompositeTypes<'audit_log_entry'>, 'old_data' | 'new_data'> & {
  old_data: AuditRowData | null;
  new_data: AuditRowData | null;
};

export interface AuditLogPage {
  rows: AuditLogRow[];
  total: number;
}

/** A stored row snapshot (always an object, or none). */
function rowData(value: Json | null): AuditRowData | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
}

export function readAuditLogPage(page: FunctionReturns<'search_audit_log'>): AuditLogPage {
  const { total, rows } = declaredPage(page);
  return { total, rows: rows.map((row) => ({ ...row, old_data: rowData(row.old_data), new_data: rowData(row.new_data) })) };
}

export async function fetchAuditLog(organizationId: string, params: AuditLogParams): Promise<AuditLogPage> {
  const request = getSupabase().rpc('search_audit_log', {
    p_organization_id: organizationId,
    p_table: params.filters.table,
    p_actor_id: params.filters.actor,
    p_from: params.filters.from,
    p_to: params.filters.to,
    p_limit: params.pageSize,
    p_offset: (params.page - 1) * params.pageSize,
  });
  return rpcData(request, readAuditLogPage);
}

export function useAuditLogQuery(organizationId: string | null, params: AuditLogParams, enabled: boolean) {
  return useQuery({
    queryKey: advancedKeys.auditLog(organizationId ?? '', params),
    queryFn: () => fetchAuditLog(organizationId ?? '', params),
    enabled: enabled && organizationId !== null,
    placeholderData: keepPreviousData,
  });
}
