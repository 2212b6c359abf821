// The audit log page as search_audit_log declares it; the row snapshots (json keyed by column) are
// read as objects.
import { describe, expect, it } from 'vitest';
import { readAuditLogPage } from './audit-log-query';

describe('readAuditLogPage', () => {
  it('reads rows and the total', () => {
    const page = readAuditLogPage({
      total: 2,
      rows: [
        { id: 7, table_name: 'organization_settings', row_id: 'x', action: 'UPDATE', actor_id: 'u', actor_role: 'owner', actor_name: 'Olivia', actor_email: 'o@example.org', changed_at: '2026-11-24T09:00:00Z', old_data: { city: null }, new_data: { city: 'Akron' } },
        { id: 8, table_name: 'funds', row_id: 'y', action: 'DELETE', actor_id: null, actor_role: null, actor_name: null, actor_email: null, changed_at: '2026-11-24T10:00:00Z', old_data: ['not', 'a', 'row'], new_data: null },
      ],
    });
    expect(page.total).toBe(2);
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0]).toMatchObject({ id: 7, action: 'UPDATE', actor_name: 'Olivia', new_data: { city: 'Akron' } });
    expect(page.rows[1]).toMatchObject({ id: 8, old_data: null, new_data: null });
  });
  it('answers an empty page when the page has no rows', () => {
    expect(readAuditLogPage({ rows: null, total: null })).toEqual({ total: 0, rows: [] });
  });
});
