-- Refuses unless the caller is an owner or admin of the organization (the funds table's policies),
-- in words: the fund RPCs are SECURITY DEFINER, so Row Level Security does not refuse them.
create or replace function private.assert_can_manage_funds(p_org uuid)
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
  if not public.has_org_role(p_org, array['owner', 'admin']) then
    raise exception 'Only owners and admins can add or change funds' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.assert_can_manage_funds(p_org uuid) from public, anon, authenticated, service_role;
