-- RPC: deletes a draft (owners, admins and members). Posted entries are reversed, never deleted.
create or replace function public.delete_journal_entry_draft(p_entry_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.journal_entries;
begin
  select * into v_entry from public.journal_entries e where e.id = p_entry_id for update;
  if not found or not public.is_org_member(v_entry.organization_id) then
    raise exception 'Journal entry not found' using errcode = 'PT404';
  end if;
  perform private.assert_can_edit_ledger(v_entry.organization_id, 'journal entries');
  if v_entry.status <> 'draft' then
    raise exception 'Posted entries cannot be deleted; reverse them instead' using errcode = '42501';
  end if;
  delete from public.journal_entries e where e.id = p_entry_id;
end;
$$;
revoke all on function public.delete_journal_entry_draft(p_entry_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.delete_journal_entry_draft(p_entry_id uuid) to authenticated, service_role;
