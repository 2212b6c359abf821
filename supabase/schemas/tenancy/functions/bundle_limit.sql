-- How many of the newest rows of each large list get_organization_data carries; the screens read
-- the rest through their list RPCs or REST with range pagination.
create or replace function private.bundle_limit()
returns integer
language sql
immutable
set search_path = ''
as $$ select 1000 $$;
revoke all on function private.bundle_limit() from public, anon, authenticated, service_role;
