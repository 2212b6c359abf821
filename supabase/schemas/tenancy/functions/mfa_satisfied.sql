-- Whether the caller may reach the organization's most sensitive data (pay, bank details, tax ids)
-- as far as multi-factor sign-in goes: true unless the organization requires it of owners and
-- admins, the caller is one, and the caller's session has not proven a second factor (the JWT's
-- `aal` is not 'aal2'). Combined with the role checks, never instead of them. Code without a
-- signed-in user (the service role, jobs) is not a member and so is not held to it.
create or replace function public.mfa_satisfied(org uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
      or not exists (
        select 1
        from public.organization_settings s
        join public.organization_members m on m.organization_id = s.organization_id
        where s.organization_id = org
          and s.require_mfa
          and m.user_id = (select auth.uid())
          and m.role in ('owner', 'admin')
      )
$$;
revoke all on function public.mfa_satisfied(org uuid) from public, anon, authenticated, service_role;
grant execute on function public.mfa_satisfied(org uuid) to authenticated, service_role;
