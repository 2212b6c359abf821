// Query keys of the Advanced page: the audit log pages under `['audit_log', organizationId, ...]`
// with their filters, so each page is cached and one prefix drops them all.
import type { AuditLogParams } from './audit-log-query';

export const advancedKeys = {
  auditLog: (organizationId: string, params: AuditLogParams) => ['audit_log', organizationId, 'list', params] as const,
};
