-- The fields of the normalized model a staged row of each kind keeps (docs/import.md, "The rows");
-- anything else the browser sent is dropped at staging, so a row holds only what the checks read.
create or replace function private.import_row_fields(p_kind text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'accounts' then array['source_key', 'number', 'name', 'full_name', 'parent_key', 'source_type', 'category', 'is_active', 'description']
    when 'dimensions' then array['source_key', 'kind', 'name', 'parent_key']
    when 'contacts' then array['source_key', 'kind', 'name', 'email', 'phone', 'address_line1', 'address_line2', 'city', 'region', 'postal_code', 'country', 'tax_id', 'is_1099']
    when 'trial_balance' then array['as_of', 'account_key', 'dimension_key', 'debit', 'credit', 'source_line']
    when 'journal' then array['entry_key', 'date', 'account_key', 'dimension_key', 'contact_key', 'memo', 'reference', 'debit', 'credit', 'source_line']
    when 'open_documents' then array['kind', 'contact_key', 'number', 'date', 'due_date', 'amount', 'open_balance', 'source_line']
  end
$$;
revoke all on function private.import_row_fields(p_kind text) from public, anon, authenticated, service_role;
