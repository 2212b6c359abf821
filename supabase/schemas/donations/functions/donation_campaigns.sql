-- RPC for members: the campaigns the organization's gifts name (the same name in any case once),
-- with their gift counts: the choices of the campaign filter.
create or replace function public.donation_campaigns(p_organization_id uuid)
returns table (campaign text, gift_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return query
    select min(d.campaign), count(*) from public.donations d
    where d.organization_id = p_organization_id and nullif(btrim(d.campaign), '') is not null
    group by lower(btrim(d.campaign))
    order by 1;
end;
$$;
revoke all on function public.donation_campaigns(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.donation_campaigns(p_organization_id uuid) to authenticated, service_role;
