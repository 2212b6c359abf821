-- RPC: posts a manual entry and its lines in one call. Lines: [{account_id, fund_id, project_id?,
-- function?, description?, debit?, credit?}]; a line's function reaches the ledger line (blank:
-- private.fill_line_function fills the default). SECURITY INVOKER: Row Level Security decides
-- whether the caller may write to this organization, and the ledger's triggers check the entry.
create or replace function public.post_journal_entry(
  p_organization_id uuid,
  p_entry_date date,
  p_description text,
  p_lines jsonb,
  p_reference text default null
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
begin
  if jsonb_typeof(p_lines) is distinct from 'array' then
    raise exception 'p_lines must be a JSON array of lines' using errcode = '22023';
  end if;
  insert into public.journal_entries (id, organization_id, entry_date, description, reference, status, source_type)
  values (v_id, p_organization_id, p_entry_date, coalesce(p_description, ''), p_reference, 'posted', 'manual');
  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, function, description, debit, credit, line_number)
  select p_organization_id, v_id, (l ->> 'account_id')::uuid, (l ->> 'fund_id')::uuid, nullif(l ->> 'project_id', '')::uuid,
         nullif(btrim(coalesce(l ->> 'function', '')), ''),
         l ->> 'description', coalesce((l ->> 'debit')::numeric, 0), coalesce((l ->> 'credit')::numeric, 0), n::smallint
  from jsonb_array_elements(p_lines) with ordinality as t (l, n);
  return v_id;
end;
$$;
revoke all on function public.post_journal_entry(p_organization_id uuid, p_entry_date date, p_description text, p_lines jsonb, p_reference text) from public, anon, authenticated, service_role;
grant execute on function public.post_journal_entry(p_organization_id uuid, p_entry_date date, p_description text, p_lines jsonb, p_reference text) to authenticated, service_role;
