import { describe, expect, it } from 'vitest';
import { hrPermissionsOf } from './use-hr-permissions';

describe('HR permissions', () => {
  it('shows pay only when the database says the user sees it, whatever the role', () => {
    expect(hrPermissionsOf('admin', false)).toMatchObject({ canManagePayroll: true, canSeePay: false, canChangePay: false });
    expect(hrPermissionsOf('member', false)).toMatchObject({ canEditEmployees: true, canSeePay: false, canChangePay: false });
  });

  it('lets a member with payroll access change pay, and a viewer with it only read pay', () => {
    expect(hrPermissionsOf('member', true)).toMatchObject({ canSeePay: true, canChangePay: true, canManagePayroll: false });
    expect(hrPermissionsOf('viewer', true)).toMatchObject({ canSeePay: true, canChangePay: false, canEditEmployees: false });
  });
});
