-- RPC (any member): every fund with its balance as of p_as_of (default today), active funds first.
-- released: for a fund with donor restrictions, what has been released from restriction (0 for
-- funds without); project_count: the projects charged to the fund.
create or replace function public.get_funds(p_organization_id uuid, p_as_of date default null)
returns table (
  id uuid,
  name text,
  code text,
  restriction text,
  purpose text,
  description text,
  is_active boolean,
  is_default boolean,
  balance numeric,
  released numeric,
  line_count bigint,
  project_count integer,
  updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_as_of date;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  v_as_of := coalesce(p_as_of, private.today_for_organization(p_organization_id));
  return query
    select f.id, f.name, f.code, f.restriction, f.purpose, f.description, f.is_active,
           f.id = s.default_fund_id,
           coalesce(b.balance, 0)::numeric,
           (case when f.restriction = 'with_donor_restrictions' then coalesce(b.released, 0) else 0 end)::numeric,
           coalesce(b.line_count, 0)::bigint,
           (select count(*)::int from public.projects p where p.fund_id = f.id),
           f.updated_at
    from public.funds f
    left join public.organization_settings s on s.organization_id = f.organization_id
    left join private.fund_balances(p_organization_id, v_as_of) b on b.fund_id = f.id
    where f.organization_id = p_organization_id
    order by f.is_active desc, f.name;
end;
$$;
revoke all on function public.get_funds(p_organization_id uuid, p_as_of date) from public, anon, authenticated, service_role;
grant execute on function public.get_funds(p_organization_id uuid, p_as_of date) to authenticated, service_role;
