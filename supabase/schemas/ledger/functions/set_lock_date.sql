-- Moves the lock date as close_fiscal_year and reopen_fiscal_year need it. The settings guard
-- (private.guard_locked_settings) lets only an owner move it back, and both run for owners only.
create or replace function private.set_lock_date(p_org uuid, p_date date)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.organization_settings set locked_through = p_date where organization_id = p_org
$$;
revoke all on function private.set_lock_date(p_org uuid, p_date date) from public, anon, authenticated, service_role;
