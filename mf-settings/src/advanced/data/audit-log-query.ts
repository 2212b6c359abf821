// One page of the audit log, filtered by table, author and dates and paged by the database
// (search_audit_log: owners and admins only), with the author's name and e-mail.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, rpcData, type Json } from '@missionbase/session';
import { advancedKeys } from './keys';

export interface AuditLogParams {
  page: number;
  pageSize: number;
  filters: { table?: string; actor?: string; from?: string; to?: string };
}

export interface AuditLogRow {
  id: number;
  table_name: string;
  row_id: string | null;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  actor_id: string | null;
  actor_role: string | null;
  actor_name: string | null;
  actor_email: string | null;
  changed_at: string;
  old_data: Record<string, Json | undefined> | null;
  new_data: Record<string, Json | undefined> | null;
}

export interface AuditLogPage {
  rows: AuditLogRow[];
  total: number;
}

function objectOrNull(value: Json | undefined): Record<string, Json | undefined> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
}

function textOrNull(value: Json | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

/** Reads the function's JSON answer field by field (never `as`). */
export function readAuditLogPage(data: Json): AuditLogPage {
  const root = objectOrNull(data);
  const rows = Array.isArray(root?.rows) ? root.rows : [];
  return {
    total: typeof root?.total === 'number' ? root.total : 0,
    rows: rows.flatMap((item) => {
      const row = objectOrNull(item);
      if (!row || typeof row.id !== 'number' || typeof row.table_name !== 'string' || typeof row.changed_at !== 'string') return [];
      const action = row.action === 'INSERT' || row.action === 'UPDATE' || row.action === 'DELETE' ? row.action : null;
      if (!action) return [];
      return [
        {
          id: row.id,
          table_name: row.table_name,
          row_id: textOrNull(row.row_id),
          action,
          actor_id: textOrNull(row.actor_id),
          actor_role: textOrNull(row.actor_role),
          actor_name: textOrNull(row.actor_name),
          actor_email: textOrNull(row.actor_email),
          changed_at: row.changed_at,
          old_data: objectOrNull(row.old_data),
          new_data: objectOrNull(row.new_data),
        },
      ];
    }),
  };
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
