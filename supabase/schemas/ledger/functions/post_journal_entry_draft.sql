-- RPC: posts a saved draft after private.assert_entry_postable (owners, admins and members).
create or replace function public.post_journal_entry_draft(p_entry_id uuid)
returns uuid
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
    raise exception 'This entry is already posted' using errcode = 'P0001';
  end if;
  perform private.assert_entry_postable(p_entry_id);
  update public.journal_entries e set status = 'posted' where e.id = p_entry_id;
  return p_entry_id;
end;
$$;
revoke all on function public.post_journal_entry_draft(p_entry_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.post_journal_entry_draft(p_entry_id uuid) to authenticated, service_role;
