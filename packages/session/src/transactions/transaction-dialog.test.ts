// Unit tests of the shared open/close actions of the transaction dialog, on the real session store.
import { afterEach, describe, expect, it } from 'vitest';
import type { TransactionRecord } from '@missionbase/domain/transaction-form';
import { sessionStore } from '../atoms';
import { organizationDataAtom, transactionDialogAtom } from '../organization/organization-atoms';
import { emptyOrganizationData } from '../organization/empty-organization-data';
import type { OrganizationData } from '../organization/organization-types';
import { closeTransactionDialog, editedTransactionAtom, openTransactionDialog } from './transaction-dialog';

const row: TransactionRecord = {
  id: 't1', organization_id: 'org', date: '2026-02-03', description: 'Rent', account_id: null, type: 'Expense', amount: 900, notes: null, project_id: null,
};

/** The bundle's row of `row` (the columns get_organization_data returns). */
const bundleRow: OrganizationData['transactions'][number] = {
  ...row,
  description: 'Rent',
  amount: 900,
  created_at: '2026-02-03T10:00:00Z',
  created_by: null,
  fund_id: null,
  journal_entry_id: null,
  updated_at: '2026-02-03T10:00:00Z',
};

afterEach(() => {
  closeTransactionDialog();
  sessionStore.set(organizationDataAtom, null);
});

describe('openTransactionDialog', () => {
  it('[TXN-1] opens empty for adding', () => {
    openTransactionDialog();
    expect(sessionStore.get(transactionDialogAtom)).toEqual({ open: true, mode: 'add' });
    expect(sessionStore.get(editedTransactionAtom)).toBeNull();
  });

  it('[TXN-1] opens with the handed transaction for editing', () => {
    openTransactionDialog({ transaction: row });
    expect(sessionStore.get(transactionDialogAtom)).toEqual({ open: true, mode: 'edit', transactionId: 't1' });
    expect(sessionStore.get(editedTransactionAtom)).toEqual(row);
  });

  it('finds the row in the organization data when only the id is set', () => {
    sessionStore.set(organizationDataAtom, { ...emptyOrganizationData(), transactions: [{ ...bundleRow, id: 't2', description: 'From the bundle' }] });
    sessionStore.set(transactionDialogAtom, { open: true, mode: 'edit', transactionId: 't2' });
    expect(sessionStore.get(editedTransactionAtom)?.description).toBe('From the bundle');
  });

  it('closes and forgets the record', () => {
    openTransactionDialog({ transaction: row });
    closeTransactionDialog();
    expect(sessionStore.get(transactionDialogAtom)).toEqual({ open: false });
    sessionStore.set(transactionDialogAtom, { open: true, mode: 'edit', transactionId: 't1' });
    expect(sessionStore.get(editedTransactionAtom)).toBeNull();
  });
});
