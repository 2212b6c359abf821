// The words the transaction dialog shows: SPEC section 8's toasts to the letter, and ours for editing.
export const TRANSACTION_MESSAGES = {
  successTitle: 'Success',
  created: 'Transaction created successfully.',
  updated: 'Transaction updated successfully.',
  createFailed: 'Error creating transaction',
  updateFailed: 'Error updating transaction',
  noOrganization: 'No organization is selected.',
  unknownError: 'Something went wrong',
  notFoundTitle: 'Transaction not found',
  notFound: 'This transaction could not be found. It may have been deleted or belong to another organization.',
  updateMatchedNothing: 'The transaction no longer exists or you may not change it.',
} as const;
