// The audit log page is read field by field from the function's JSON; malformed rows are dropped.
import { describe, expect, it } from 'vitest';
import { readAuditLogPage } from './audit-log-query';

describe('readAuditLogPage', () => {
  it('reads rows and the total', () => {
    const page = readAuditLogPage({
      total: 2,
      rows: [
        { id: 7, table_name: 'organization_settings', row_id: 'x', action: 'UPDATE', actor_id: 'u', actor_role: 'owner', actor_name: 'Olivia', actor_email: 'o@example.org', changed_at: '2026-11-24T09:00:00Z', old_data: { city: null }, new_data: { city: 'Akron' } },
        { id: 'bad', table_name: 'x', action: 'UPDATE', changed_at: 'y' },
      ],
    });
    expect(page.total).toBe(2);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ id: 7, action: 'UPDATE', actor_name: 'Olivia', new_data: { city: 'Akron' } });
  });
  it('answers an empty page for an unexpected answer', () => {
    expect(readAuditLogPage(null)).toEqual({ total: 0, rows: [] });
  });
});
