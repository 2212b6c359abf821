// Query keys of the Advanced page: the audit log pages under `['audit_log', organizationId, ...]`
// with their filters, so each page is cached and one prefix drops them all; the year-end closes
// under their table's name, so a change by another owner arrives through realtime invalidation.
import type { AuditLogParams } from './audit-log-query';

export const advancedKeys = {
  auditLog: (organizationId: string, params: AuditLogParams) => ['audit_log', organizationId, 'list', params] as const,
  fiscalYearCloses: (organizationId: string) => ['fiscal_year_closes', organizationId] as const,
};
