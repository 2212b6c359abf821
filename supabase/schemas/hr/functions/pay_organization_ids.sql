-- The caller's organizations in which they may see pay (can_read_pay), for read policies: looked up
-- once per statement, then a hash probe per row (as user_organization_ids).
create or replace function public.pay_organization_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select o.id from public.user_organization_ids() as o (id) where public.can_read_pay(o.id)
$$;
revoke all on function public.pay_organization_ids() from public, anon, authenticated, service_role;
grant execute on function public.pay_organization_ids() to authenticated, service_role;
