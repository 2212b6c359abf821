-- Whether the caller may change pay in the organization (pay type, rate, wage account, an
-- employee's status and allocations): whoever may see pay (can_read_pay), unless they are a viewer.
create or replace function public.can_change_pay(org uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.can_read_pay(org) and public.has_org_role(org, array['owner', 'admin', 'member'])
$$;
revoke all on function public.can_change_pay(org uuid) from public, anon, authenticated, service_role;
grant execute on function public.can_change_pay(org uuid) to authenticated, service_role;
