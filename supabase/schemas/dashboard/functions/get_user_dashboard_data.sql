-- RPC for any signed-in user: the organizations they belong to (with their role and logo), those
-- organizations' subscriptions, and the 50 newest notifications per organization meant for
-- everyone or for them: a public.user_dashboard (docs/rpc.md). Security definer, scoped by the
-- caller's memberships: one join instead of a policy evaluation per row keeps it fast.
create or replace function public.get_user_dashboard_data()
returns public.user_dashboard
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return row(
    array(
      select row(o.id, o.name, s.logo_url, m.role, o.created_at)::public.user_organization
      from public.organization_members m
      join public.organizations o on o.id = m.organization_id
      left join public.organization_settings s on s.organization_id = o.id
      where m.user_id = v_uid
      order by o.name, o.id),
    array(
      select sub
      from public.subscriptions sub
      join public.organization_members m on m.organization_id = sub.organization_id and m.user_id = v_uid
      order by sub.created_at),
    -- The 50 newest notifications per organization meant for everyone or for this user.
    array(
      select n.x
      from public.organization_members m
      cross join lateral (
        select x from public.notifications x
        where x.organization_id = m.organization_id and (x.user_id is null or x.user_id = v_uid)
        order by x.created_at desc limit 50
      ) n
      where m.user_id = v_uid
      order by (n.x).created_at desc, (n.x).id)
  )::public.user_dashboard;
end;
$$;
revoke all on function public.get_user_dashboard_data() from public, anon, authenticated, service_role;
grant execute on function public.get_user_dashboard_data() to authenticated, service_role;
