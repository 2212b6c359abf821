-- Whether the caller holds one of roles in the organization. The write policies use it (a write
-- touches few rows); read policies use user_organization_ids. SECURITY DEFINER for the same reason
-- as is_org_member.
create or replace function public.has_org_role(org uuid, roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.organization_members m
    where m.organization_id = org and m.user_id = (select auth.uid()) and m.role = any (roles)
  )
$$;
revoke all on function public.has_org_role(org uuid, roles text[]) from public, anon, authenticated, service_role;
grant execute on function public.has_org_role(org uuid, roles text[]) to authenticated, service_role;
