-- Refuses unless the caller may write business rows of the organization (owners, admins and
-- members). The write RPCs are SECURITY DEFINER, so Row Level Security does not refuse them: this
-- check does, in words ("Viewers cannot change ...").
create or replace function private.assert_can_edit_ledger(p_org uuid, p_what text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_org is null or not public.is_org_member(p_org) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if not public.has_org_role(p_org, array['owner', 'admin', 'member']) then
    raise exception 'Viewers cannot change %', p_what using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.assert_can_edit_ledger(p_org uuid, p_what text) from public, anon, authenticated, service_role;
