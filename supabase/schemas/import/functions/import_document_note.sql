-- The note an imported open invoice or bill carries: where it comes from and, when part of it was
-- paid before the conversion, its original amount (the document holds the open balance only).
create or replace function private.import_document_note(p_source text, p_date date, p_amount numeric, p_open numeric)
returns text
language sql
stable
set search_path = ''
as $$
  select format('Open at the conversion date %s, brought in from %s', p_date, p_source)
         || case when p_amount > p_open then format('; original amount %s, %s paid before the conversion', private.import_money(p_amount), private.import_money(p_amount - p_open)) else '' end
         || '.'
$$;
revoke all on function private.import_document_note(p_source text, p_date date, p_amount numeric, p_open numeric) from public, anon, authenticated, service_role;
