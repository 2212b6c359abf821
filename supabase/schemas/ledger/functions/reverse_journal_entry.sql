-- RPC: reverses a posted entry (owners, admins and members of its organization). A document's entry
-- or a reversal is refused (journal_entries_document_reversal): documents are corrected through
-- the document.
create or replace function public.reverse_journal_entry(p_entry_id uuid, p_date date default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid;
begin
  select e.organization_id into v_org from public.journal_entries e where e.id = p_entry_id;
  if v_org is null or not public.has_org_role(v_org, array['owner', 'admin', 'member']) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return private.reverse_entry(p_entry_id, p_date);
end;
$$;
revoke all on function public.reverse_journal_entry(p_entry_id uuid, p_date date) from public, anon, authenticated, service_role;
grant execute on function public.reverse_journal_entry(p_entry_id uuid, p_date date) to authenticated, service_role;
