-- How many of the newest rows of the large lists the bundle carries; the rest through the list
-- RPCs below or REST with range pagination.
create or replace function private.bundle_limit()
returns integer
language sql
immutable
set search_path = ''
as $$ select 1000 $$;
revoke all on function private.bundle_limit() from public, anon, authenticated, service_role;
