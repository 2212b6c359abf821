-- Posts the mirror image of a posted entry (debits and credits swapped), dated p_date, and returns
-- its id. An entry is reversed at most once. The one reversal path: documents reverse their entries
-- through it when changed, voided or deleted, and reverse_journal_entry for manual entries.
create or replace function private.reverse_entry(p_entry_id uuid, p_date date, p_description text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.journal_entries;
  v_id uuid := gen_random_uuid();
begin
  select * into v_entry from public.journal_entries e where e.id = p_entry_id;
  if not found then
    raise exception 'Journal entry % not found', p_entry_id using errcode = 'PT404';
  end if;
  if v_entry.status <> 'posted' then
    raise exception 'Only posted journal entries can be reversed' using errcode = '23514';
  end if;
  if exists (select 1 from public.journal_entries e where e.reverses_entry_id = p_entry_id) then
    raise exception 'Journal entry % is already reversed', p_entry_id using errcode = '23505';
  end if;
  insert into public.journal_entries (id, organization_id, entry_date, description, reference, status, source_type, source_id, reverses_entry_id)
  values (v_id, v_entry.organization_id, coalesce(p_date, private.today_for_organization(v_entry.organization_id)),
          coalesce(p_description, 'Reversal of: ' || v_entry.description), v_entry.reference, 'posted', 'reversal', p_entry_id, p_entry_id);
  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, description, debit, credit, line_number)
  select l.organization_id, v_id, l.account_id, l.fund_id, l.project_id, l.description, l.credit, l.debit, l.line_number
  from public.journal_entry_lines l where l.journal_entry_id = p_entry_id;
  return v_id;
end;
$$;
revoke all on function private.reverse_entry(p_entry_id uuid, p_date date, p_description text) from public, anon, authenticated, service_role;
