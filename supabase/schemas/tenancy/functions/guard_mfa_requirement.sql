-- The multi-factor requirement changes only by an owner whose session proved a second factor: an
-- admin cannot lift what the owner set, a stolen owner password alone cannot switch it off, and an
-- owner cannot switch it on without a factor of their own (code without a signed-in user may).
create or replace function private.guard_mfa_requirement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.require_mfa is distinct from old.require_mfa and auth.uid() is not null then
    if not public.has_org_role(old.organization_id, array['owner']) then
      raise exception 'Only an owner can change whether owners and admins must use multi-factor sign-in' using errcode = '42501';
    end if;
    if coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
      raise exception 'Verify your sign-in with your authenticator app before changing the multi-factor requirement' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_mfa_requirement() from public, anon, authenticated, service_role;
