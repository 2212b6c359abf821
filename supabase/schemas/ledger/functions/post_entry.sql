-- Writes a posted entry from a JSON array of lines
-- ([{account_id, fund_id, project_id?, debit?, credit?, description?}]) and returns its id. The
-- database's postings go through it (documents, payments, donations, pledges, transactions, stock
-- movements, releases, the year-end close). Lines with nothing on them are skipped, and lines on
-- the same account/fund/project/side are kept as given (the detail is the audit trail). The
-- ledger's triggers check the entry as any other: balance at commit, open period, placeholders.
create or replace function private.post_entry(
  p_org uuid,
  p_date date,
  p_description text,
  p_source_type text,
  p_source_id uuid,
  p_lines jsonb,
  p_reference text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
begin
  insert into public.journal_entries (id, organization_id, entry_date, description, reference, status, source_type, source_id)
  values (v_id, p_org, p_date, coalesce(p_description, ''), p_reference, 'posted', p_source_type, p_source_id);
  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, description, debit, credit, line_number)
  select p_org, v_id, (l ->> 'account_id')::uuid, (l ->> 'fund_id')::uuid, nullif(l ->> 'project_id', '')::uuid, l ->> 'description',
         coalesce((l ->> 'debit')::numeric, 0), coalesce((l ->> 'credit')::numeric, 0), n::smallint
  from jsonb_array_elements(p_lines) with ordinality as t (l, n)
  where coalesce((l ->> 'debit')::numeric, 0) > 0 or coalesce((l ->> 'credit')::numeric, 0) > 0;
  return v_id;
end;
$$;
revoke all on function private.post_entry(p_org uuid, p_date date, p_description text, p_source_type text, p_source_id uuid, p_lines jsonb, p_reference text) from public, anon, authenticated, service_role;
