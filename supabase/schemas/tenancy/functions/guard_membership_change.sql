-- Role changes: only an owner may create, change or remove an owner (except the first member of a
-- new organization: provisioning makes its creator the owner), only an owner grants or removes
-- payroll access (payroll_access, read by public.can_read_pay), and an organization always keeps
-- at least one owner (unless the organization itself is being deleted). A membership never moves
-- to another user or organization. Code without a signed-in user (service role, migrations, the
-- sign-up trigger) sets roles freely.
create or replace function private.guard_membership_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_org uuid := coalesce(new.organization_id, old.organization_id);
  v_touches_owner boolean :=
    (tg_op in ('INSERT', 'UPDATE') and new.role = 'owner')
    or (tg_op in ('UPDATE', 'DELETE') and old.role = 'owner');
begin
  if tg_op = 'UPDATE' and (new.organization_id <> old.organization_id or new.user_id <> old.user_id) then
    raise exception 'A membership cannot move to another user or organization' using errcode = '42501';
  end if;
  if v_touches_owner and v_uid is not null
     and not public.has_org_role(v_org, array['owner'])
     and not (tg_op = 'INSERT' and not exists (
       select 1 from public.organization_members m where m.organization_id = v_org)) then
    raise exception 'Only an owner can grant, change or remove the owner role' using errcode = '42501';
  end if;
  if v_uid is not null and not public.has_org_role(v_org, array['owner'])
     and ((tg_op = 'INSERT' and new.payroll_access)
          or (tg_op = 'UPDATE' and new.payroll_access is distinct from old.payroll_access)) then
    raise exception 'Only an owner can grant or remove payroll access' using errcode = '42501';
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.role = 'owner'
     and (tg_op = 'DELETE' or new.role <> 'owner')
     and exists (select 1 from public.organizations o where o.id = old.organization_id)
     and not exists (
       select 1 from public.organization_members m
       where m.organization_id = old.organization_id and m.role = 'owner' and m.id <> old.id
     ) then
    raise exception 'An organization must keep at least one owner' using errcode = '23514';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_membership_change() from public, anon, authenticated, service_role;
