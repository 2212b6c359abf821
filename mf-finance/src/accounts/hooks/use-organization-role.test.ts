import { describe, expect, it } from 'vitest';
import { permissionsOf } from './use-organization-role';

describe('permissionsOf', () => {
  it('viewers read only; members edit the ledger; owners and admins also manage funds', () => {
    expect(permissionsOf('viewer')).toMatchObject({ canEditLedger: false, canManageFunds: false });
    expect(permissionsOf('member')).toMatchObject({ canEditLedger: true, canManageFunds: false });
    expect(permissionsOf('admin')).toMatchObject({ canEditLedger: true, canManageFunds: true });
    expect(permissionsOf(null)).toMatchObject({ canEditLedger: false, canManageFunds: false });
  });
});
