// The transactions columns the dialog reads back (the row a remote hands over has the same shape).
export const TRANSACTION_COLUMNS = 'id, organization_id, date, description, account_id, type, amount, notes, project_id';
