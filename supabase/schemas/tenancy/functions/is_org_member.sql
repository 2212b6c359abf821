-- Whether the caller is a member of the organization. SECURITY DEFINER so a policy on
-- organization_members can call it without recursing into its own policy; STABLE so the planner
-- may evaluate it once per statement.
create or replace function public.is_org_member(org uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.organization_members m
    where m.organization_id = org and m.user_id = (select auth.uid())
  )
$$;
revoke all on function public.is_org_member(org uuid) from public, anon, authenticated, service_role;
grant execute on function public.is_org_member(org uuid) to authenticated, service_role;
