-- One rule for the text people type into names, descriptions and notes: printable characters only.
-- Bidirectional controls (U+202A-U+202E, U+2066-U+2069, U+200E/U+200F, U+061C) can make a vendor's
-- name or a memo read differently from what is stored ("Trojan Source"), and other C0/C1 controls
-- (and U+2028/U+2029) break lists, exports and e-mails. Three domains carry the rule and a length
-- limit: public.name_text (a name or title: one line, at most 200 characters), public.line_text (a
-- description or reference on one line: at most 1,000) and public.note_text (notes and longer
-- descriptions: line breaks and tabs allowed, at most 10,000). Each column below keeps its type and
-- its own checks and gains one that casts it to its domain, so a refusal is the domain's
-- (`value for domain name_text violates check constraint "name_text_printable"`), which the screens
-- put in plain words (packages/ui/src/forms/server-errors.ts). The checks are NOT VALID: rows
-- written before them are not rewritten, but any change to such a row must bring it within the rule.
create domain public.name_text as text
  constraint name_text_printable check (value !~ '[\u0001-\u001f\u007f-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\u2028\u2029]')
  constraint name_text_length check (length(value) <= 200);
comment on domain public.name_text is 'A name or title: one line of printable characters, at most 200.';

create domain public.line_text as text
  constraint line_text_printable check (value !~ '[\u0001-\u001f\u007f-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\u2028\u2029]')
  constraint line_text_length check (length(value) <= 1000);
comment on domain public.line_text is 'A description or reference: one line of printable characters, at most 1,000.';

create domain public.note_text as text
  constraint note_text_printable check (value !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\u2028\u2029]')
  constraint note_text_length check (length(value) <= 10000);
comment on domain public.note_text is 'Notes or a longer description: printable characters, line breaks and tabs, at most 10,000.';


-- Names and titles.
alter table public.account_types add constraint account_types_name_text check ((name)::public.name_text = name) not valid;
alter table public.account_descriptions add constraint account_descriptions_name_text check ((name)::public.name_text = name) not valid;
alter table public.accounts add constraint accounts_name_text check ((name)::public.name_text = name) not valid;
alter table public.funds add constraint funds_name_text check ((name)::public.name_text = name) not valid;
alter table public.projects add constraint projects_name_text check ((name)::public.name_text = name) not valid;
alter table public.projects add constraint projects_manager_name_text check ((manager_name)::public.name_text = manager_name) not valid;
alter table public.project_tasks add constraint project_tasks_name_text check ((name)::public.name_text = name) not valid;
alter table public.project_tasks add constraint project_tasks_assignee_name_text check ((assignee_name)::public.name_text = assignee_name) not valid;
alter table public.customers add constraint customers_name_text check ((name)::public.name_text = name) not valid;
alter table public.invoices add constraint invoices_customer_name_text check ((customer_name)::public.name_text = customer_name) not valid;
alter table public.vendors add constraint vendors_name_text check ((name)::public.name_text = name) not valid;
alter table public.bills add constraint bills_vendor_name_text check ((vendor_name)::public.name_text = vendor_name) not valid;
alter table public.donors add constraint donors_name_text check ((name)::public.name_text = name) not valid;
alter table public.donations add constraint donations_donor_name_text check ((donor_name)::public.name_text = donor_name) not valid;
alter table public.donations add constraint donations_campaign_text check ((campaign)::public.name_text = campaign) not valid;
alter table public.pledges add constraint pledges_campaign_text check ((campaign)::public.name_text = campaign) not valid;
alter table public.employees add constraint employees_name_text check ((name)::public.name_text = name) not valid;
alter table public.budgets add constraint budgets_name_text check ((name)::public.name_text = name) not valid;
alter table public.inventory add constraint inventory_name_text check ((name)::public.name_text = name) not valid;
alter table public.inventory add constraint inventory_location_text check ((location)::public.name_text = location) not valid;
alter table public.purchase_requests add constraint purchase_requests_title_text check ((title)::public.name_text = title) not valid;
alter table public.purchase_requests add constraint purchase_requests_requester_name_text check ((requester_name)::public.name_text = requester_name) not valid;
alter table public.purchase_orders add constraint purchase_orders_vendor_name_text check ((vendor_name)::public.name_text = vendor_name) not valid;
alter table public.contact_messages add constraint contact_messages_name_text check ((name)::public.name_text = name) not valid;
alter table public.contact_messages add constraint contact_messages_organization_name_text check ((organization_name)::public.name_text = organization_name) not valid;
alter table public.contact_messages add constraint contact_messages_subject_text check ((subject)::public.name_text = subject) not valid;

-- Descriptions and references on one line.
alter table public.journal_entries add constraint journal_entries_description_text check ((description)::public.line_text = description) not valid;
alter table public.journal_entries add constraint journal_entries_reference_text check ((reference)::public.line_text = reference) not valid;
alter table public.journal_entry_lines add constraint journal_entry_lines_description_text check ((description)::public.line_text = description) not valid;
alter table public.transactions add constraint transactions_description_text check ((description)::public.line_text = description) not valid;
alter table public.invoice_lines add constraint invoice_lines_description_text check ((description)::public.line_text = description) not valid;
alter table public.bill_lines add constraint bill_lines_description_text check ((description)::public.line_text = description) not valid;
alter table public.invoice_payments add constraint invoice_payments_reference_text check ((reference)::public.line_text = reference) not valid;
alter table public.bill_payments add constraint bill_payments_reference_text check ((reference)::public.line_text = reference) not valid;
alter table public.bills add constraint bills_vendor_reference_text check ((vendor_reference)::public.line_text = vendor_reference) not valid;
alter table public.purchase_order_items add constraint purchase_order_items_description_text check ((description)::public.line_text = description) not valid;
alter table public.purchase_request_items add constraint purchase_request_items_description_text check ((description)::public.line_text = description) not valid;

-- A transaction's description stays within 500 characters, so the description of the entry that
-- reverses it ('Changed transaction: ...') fits its 1,000.
alter table public.transactions add constraint transactions_description_length check (length(description) <= 500) not valid;

-- Notes and longer descriptions.
alter table public.account_types add constraint account_types_description_text check ((description)::public.note_text = description) not valid;
alter table public.account_descriptions add constraint account_descriptions_description_text check ((description)::public.note_text = description) not valid;
alter table public.accounts add constraint accounts_description_text check ((description)::public.note_text = description) not valid;
alter table public.funds add constraint funds_purpose_text check ((purpose)::public.note_text = purpose) not valid;
alter table public.funds add constraint funds_description_text check ((description)::public.note_text = description) not valid;
alter table public.projects add constraint projects_description_text check ((description)::public.note_text = description) not valid;
alter table public.project_tasks add constraint project_tasks_description_text check ((description)::public.note_text = description) not valid;
alter table public.task_comments add constraint task_comments_body_text check ((body)::public.note_text = body) not valid;
alter table public.transactions add constraint transactions_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.customers add constraint customers_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.invoices add constraint invoices_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.invoice_payments add constraint invoice_payments_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.vendors add constraint vendors_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.bills add constraint bills_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.bill_payments add constraint bill_payments_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.donors add constraint donors_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.pledges add constraint pledges_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.pledges add constraint pledges_cancel_reason_text check ((cancel_reason)::public.note_text = cancel_reason) not valid;
alter table public.donations add constraint donations_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.donations add constraint donations_in_kind_description_text check ((in_kind_description)::public.note_text = in_kind_description) not valid;
alter table public.donations add constraint donations_goods_services_description_text check ((goods_services_description)::public.note_text = goods_services_description) not valid;
alter table public.payroll_runs add constraint payroll_runs_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.budgets add constraint budgets_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.budget_line_items add constraint budget_line_items_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.purchase_orders add constraint purchase_orders_notes_text check ((notes)::public.note_text = notes) not valid;
alter table public.stock_movements add constraint stock_movements_reason_text check ((reason)::public.note_text = reason) not valid;
alter table public.contact_messages add constraint contact_messages_message_text check ((message)::public.note_text = message) not valid;
