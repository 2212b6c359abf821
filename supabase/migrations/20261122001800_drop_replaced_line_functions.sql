-- Drops the row-level line-total functions whose triggers 20261122001500_statement_level_totals
-- replaced with the one statement-level private.document_items_changed(): nothing calls them now.
drop function private.invoice_lines_changed();
drop function private.bill_lines_changed();
drop function private.purchase_items_changed();
drop function private.payroll_lines_changed();
drop function private.budget_items_changed();
