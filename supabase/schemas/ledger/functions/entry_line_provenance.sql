-- Lines carry their own created_at: the database's clock too.
create or replace function private.entry_line_provenance()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    new.created_at := case when tg_op = 'INSERT' then now() else old.created_at end;
  end if;
  return new;
end;
$$;
revoke all on function private.entry_line_provenance() from public, anon, authenticated, service_role;
