-- A staged row as stored: the normalized model's fields of its kind (private.import_row_fields) and
-- nothing else, JSON nulls left out. One expression per kind rather than a walk over the row's keys,
-- so a chunk of 5,000 rows is one pass; no search_path setting, so the planner inlines it.
create or replace function private.import_row_data(p_kind text, p_row jsonb)
returns jsonb
language sql
immutable
as $$
  select jsonb_strip_nulls(case p_kind
    when 'accounts' then jsonb_build_object('source_key', p_row -> 'source_key', 'number', p_row -> 'number', 'name', p_row -> 'name',
      'full_name', p_row -> 'full_name', 'parent_key', p_row -> 'parent_key', 'source_type', p_row -> 'source_type',
      'category', p_row -> 'category', 'is_active', p_row -> 'is_active', 'description', p_row -> 'description')
    when 'dimensions' then jsonb_build_object('source_key', p_row -> 'source_key', 'kind', p_row -> 'kind', 'name', p_row -> 'name',
      'parent_key', p_row -> 'parent_key')
    when 'contacts' then jsonb_build_object('source_key', p_row -> 'source_key', 'kind', p_row -> 'kind', 'name', p_row -> 'name',
      'email', p_row -> 'email', 'phone', p_row -> 'phone', 'address_line1', p_row -> 'address_line1', 'address_line2', p_row -> 'address_line2',
      'city', p_row -> 'city', 'region', p_row -> 'region', 'postal_code', p_row -> 'postal_code', 'country', p_row -> 'country',
      'tax_id', p_row -> 'tax_id', 'is_1099', p_row -> 'is_1099')
    when 'trial_balance' then jsonb_build_object('as_of', p_row -> 'as_of', 'account_key', p_row -> 'account_key',
      'dimension_key', p_row -> 'dimension_key', 'debit', p_row -> 'debit', 'credit', p_row -> 'credit', 'source_line', p_row -> 'source_line')
    when 'journal' then jsonb_build_object('entry_key', p_row -> 'entry_key', 'date', p_row -> 'date', 'account_key', p_row -> 'account_key',
      'dimension_key', p_row -> 'dimension_key', 'contact_key', p_row -> 'contact_key', 'memo', p_row -> 'memo', 'reference', p_row -> 'reference',
      'debit', p_row -> 'debit', 'credit', p_row -> 'credit', 'source_line', p_row -> 'source_line')
    when 'open_documents' then jsonb_build_object('kind', p_row -> 'kind', 'contact_key', p_row -> 'contact_key', 'number', p_row -> 'number',
      'date', p_row -> 'date', 'due_date', p_row -> 'due_date', 'amount', p_row -> 'amount', 'open_balance', p_row -> 'open_balance',
      'source_line', p_row -> 'source_line')
  end)
$$;
revoke all on function private.import_row_data(p_kind text, p_row jsonb) from public, anon, authenticated, service_role;
