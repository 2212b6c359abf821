-- RPC for members: the donors a new one may duplicate: the same e-mail, or the same name and postal
-- code (case and spaces ignored); at most 10.
create or replace function public.find_similar_donors(
  p_organization_id uuid,
  p_name text default null,
  p_email text default null,
  p_postal_code text default null
)
returns table (id uuid, name text, email text, postal_code text, reason text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  v_name text := nullif(lower(btrim(coalesce(p_name, ''))), '');
  v_postal text := nullif(lower(replace(coalesce(p_postal_code, ''), ' ', '')), '');
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return query
    select d.id, d.name, d.email, d.postal_code,
           case when v_email is not null and lower(btrim(d.email)) = v_email then 'email' else 'name_postal_code' end
    from public.donors d
    where d.organization_id = p_organization_id
      and ((v_email is not null and lower(btrim(d.email)) = v_email)
        or (v_name is not null and v_postal is not null
            and lower(btrim(d.name)) = v_name and lower(replace(coalesce(d.postal_code, ''), ' ', '')) = v_postal))
    order by d.name
    limit 10;
end;
$$;
revoke all on function public.find_similar_donors(p_organization_id uuid, p_name text, p_email text, p_postal_code text) from public, anon, authenticated, service_role;
grant execute on function public.find_similar_donors(p_organization_id uuid, p_name text, p_email text, p_postal_code text) to authenticated, service_role;
