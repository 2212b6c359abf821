-- A fund's restriction class decides which net asset class its balance is in, and statements read
-- it when they run: it is fixed while the fund has postings in the locked period, whoever writes
-- (update_fund refuses the change for any fund with postings; this covers every other writer, the
-- Data API included). One of the period lock's controls, listed in
-- docs/data-model.md#period-lock-what-cannot-change-a-locked-period.
create or replace function private.guard_locked_fund_restriction()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_locked date;
begin
  if new.restriction = old.restriction then
    return new;
  end if;
  v_locked := private.locked_postings_through(old.organization_id, null, old.id);
  if v_locked is not null then
    raise exception 'Fund "%" has postings in the locked period (through %): its restriction cannot change. Release or reclassify its net assets with a journal entry in an open period',
      old.name, v_locked using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_locked_fund_restriction() from public, anon, authenticated, service_role;
