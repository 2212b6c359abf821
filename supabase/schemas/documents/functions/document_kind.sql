-- What differs between the two kinds of document, invoices ('invoice') and bills ('bill'): their
-- tables and columns, their party's (customers, vendors), their ledger account and the words their
-- sentences use. Everything else about them is one rule, written once in the functions of this
-- area that take a kind (private.save_document, private.set_document_status,
-- private.search_documents, private.document_lines, private.document_payments,
-- private.record_document_payment, private.party_balances, the posting triggers):
-- they name these tables and columns with format('%I') and pass every value as a parameter. An
-- unknown kind is refused.
create or replace function private.document_kind(
  p_kind text,
  out documents text,       -- the documents' table: invoices, bills
  out lines text,           -- their lines' table
  out payments text,        -- their payments' table
  out document_id text,     -- the column of lines and payments naming their document
  out number_column text,
  out date_column text,     -- the date it is issued / dated, which it posts on
  out parties text,         -- the party's table: customers, vendors
  out party text,           -- the party in words: customer, vendor
  out party_id text,        -- the document's columns naming its party
  out party_name text,
  out party_account text,   -- the system account of what is owed: receivable, payable
  out issued_state text,    -- the state (and the status set_*_status takes) of an issued document
  out issued_status text,   -- how that status is stored
  out a text,               -- the words: "An invoice" / "A bill"; "an issued invoice" / "an approved bill"
  out issue text,
  out issued text,
  out issuing text,
  out search_columns text[],  -- what a list's text search looks in
  out own_columns text[],     -- the header fields only this kind has, written from the editor
  out open_columns text[],    -- which of them an issued document still changes
  out number_typed boolean,   -- a new document keeps a number typed in the editor (else: the next one)
  out party_email text,       -- where a draft keeps its party's e-mail when none is typed
  out line_account text,      -- the party's column naming the account of a line without one
  out line_link text          -- what a line bills, kept (same position) when the editor leaves it out
)
language plpgsql
immutable
as $$
begin
  if p_kind = 'invoice' then
    documents := 'invoices'; lines := 'invoice_lines'; payments := 'invoice_payments'; document_id := 'invoice_id';
    number_column := 'invoice_number'; date_column := 'issue_date';
    parties := 'customers'; party := 'customer'; party_id := 'customer_id'; party_name := 'customer_name';
    party_account := 'accounts_receivable';
    issued_state := 'sent'; issued_status := 'sent';
    a := 'An'; issue := 'issue'; issued := 'issued'; issuing := 'issuing';
    search_columns := array['invoice_number', 'customer_name', 'customer_email', 'notes'];
    own_columns := array['customer_email', 'terms', 'project_id'];
    open_columns := array['customer_email', 'terms'];
    number_typed := false; party_email := 'customer_email';
  elsif p_kind = 'bill' then
    documents := 'bills'; lines := 'bill_lines'; payments := 'bill_payments'; document_id := 'bill_id';
    number_column := 'bill_number'; date_column := 'bill_date';
    parties := 'vendors'; party := 'vendor'; party_id := 'vendor_id'; party_name := 'vendor_name';
    party_account := 'accounts_payable';
    issued_state := 'approved'; issued_status := 'open';
    a := 'A'; issue := 'approve'; issued := 'approved'; issuing := 'approving';
    search_columns := array['bill_number', 'vendor_name', 'vendor_reference', 'notes'];
    own_columns := array['vendor_reference'];
    open_columns := array['vendor_reference'];
    number_typed := true; line_account := 'default_expense_account_id'; line_link := 'purchase_order_item_id';
  else
    raise exception 'Unknown document kind: %', p_kind using errcode = '22023';
  end if;
end;
$$;
revoke all on function private.document_kind(p_kind text) from public, anon, authenticated, service_role;
