-- The other paths by which a locked period's statements could change without a posting in an open
-- period (issue 22, point 5). docs/data-model.md#period-lock lists every path checked and what
-- closes it; this migration closes the ones that were open:
--   * a fund's restriction class (it decides which net asset class its balance is in): fixed
--     while the fund has postings in the locked period (the Funds screen's RPC already refuses it
--     for any fund with postings; this covers every other writer, the Data API included);
--   * the lock date: only an owner may move it back or clear it (reopen a period); admins may
--     lock further. Code without a signed-in user (migrations, the service role, the seed) may;
--   * the fiscal year start and the currency, which relabel every locked figure: fixed while a
--     locked period holds postings (an owner reopens the period first);
--   * which accounts count as cash (the dashboard's cash figures), through renaming or deleting
--     the Bank account type (deleting it sets its accounts' type to null after the type row is
--     gone, so the accounts' own trigger cannot see that they were Bank accounts) or changing the
--     settings' cash account.
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
