-- RPC: the members of an organization the caller belongs to, owners first, with their e-mail and
-- last sign-in. It reads auth.users, which the API cannot reach: profiles carry neither the sign-in
-- time nor, reliably, the current e-mail. payroll_access says whether an owner granted the member
-- payroll access (owners and admins have it anyway: public.can_read_pay). Members only.
create or replace function public.list_organization_members(p_organization_id uuid)
returns table (
  member_id uuid,
  user_id uuid,
  email text,
  full_name text,
  role text,
  last_sign_in_at timestamptz,
  joined_at timestamptz,
  payroll_access boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_org_member(p_organization_id) then
    raise exception 'You are not a member of this organization' using errcode = '42501';
  end if;
  return query
    select m.id, m.user_id, coalesce(u.email, p.email)::text, p.full_name, m.role, u.last_sign_in_at, m.created_at, m.payroll_access
    from public.organization_members m
    left join auth.users u on u.id = m.user_id
    left join public.profiles p on p.id = m.user_id
    where m.organization_id = p_organization_id
    order by case m.role when 'owner' then 0 when 'admin' then 1 when 'member' then 2 else 3 end,
             lower(coalesce(p.full_name, u.email::text, p.email)), m.id;
end;
$$;
revoke all on function public.list_organization_members(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_organization_members(p_organization_id uuid) to authenticated, service_role;
