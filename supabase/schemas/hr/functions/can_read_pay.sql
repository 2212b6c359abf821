-- Whether the caller may see pay in the organization: pay types, rates and wage accounts, payroll
-- runs and their per-person amounts, the register and the year to date. Owners and admins may, and
-- members an owner grants payroll access (organization_members.payroll_access), owners and admins
-- at aal2 where the organization requires multi-factor sign-in (mfa_satisfied). The ONE place this
-- is decided: the pay policies (through pay_organization_ids), can_change_pay and the HR RPCs all
-- ask it.
create or replace function public.can_read_pay(org uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.organization_members m
    where m.organization_id = org and m.user_id = (select auth.uid())
      and (m.role in ('owner', 'admin') or m.payroll_access)
  ) and public.mfa_satisfied(org)
$$;
revoke all on function public.can_read_pay(org uuid) from public, anon, authenticated, service_role;
grant execute on function public.can_read_pay(org uuid) to authenticated, service_role;
