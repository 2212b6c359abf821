-- Checks that a draft may be posted and raises in plain words naming what is wrong: no amounts, a
-- fund that does not balance (with the difference), an inactive or placeholder account, an inactive
-- fund, a locked period. The commit-time balance check (private.check_entry_balance) runs anyway;
-- this one says which fund and by how much.
create or replace function private.assert_entry_postable(p_entry_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_entry public.journal_entries;
  v_bad record;
  v_debit numeric;
  v_credit numeric;
begin
  select * into v_entry from public.journal_entries e where e.id = p_entry_id;
  select coalesce(sum(l.debit), 0), coalesce(sum(l.credit), 0) into v_debit, v_credit
  from public.journal_entry_lines l where l.journal_entry_id = p_entry_id;
  if v_debit = 0 and v_credit = 0 then
    raise exception 'The entry has no amounts: add lines with debits and credits' using errcode = 'P0001';
  end if;
  select f.name, sum(l.debit) as debit, sum(l.credit) as credit into v_bad
  from public.journal_entry_lines l join public.funds f on f.id = l.fund_id
  where l.journal_entry_id = p_entry_id
  group by f.id, f.name
  having sum(l.debit) <> sum(l.credit)
  order by f.name
  limit 1;
  if found then
    raise exception 'Fund "%" does not balance: debits % and credits % differ by %', v_bad.name, v_bad.debit, v_bad.credit, abs(v_bad.debit - v_bad.credit) using errcode = 'P0001';
  end if;
  select a.code, a.name into v_bad
  from public.journal_entry_lines l join public.accounts a on a.id = l.account_id
  where l.journal_entry_id = p_entry_id and (not a.is_active or a.is_placeholder)
  order by l.line_number limit 1;
  if found then
    raise exception 'Account % % is inactive or a placeholder and cannot be posted to', v_bad.code, v_bad.name using errcode = 'P0001';
  end if;
  select f.name into v_bad
  from public.journal_entry_lines l join public.funds f on f.id = l.fund_id
  where l.journal_entry_id = p_entry_id and not f.is_active
  limit 1;
  if found then
    raise exception 'Fund "%" is inactive and cannot be posted to', v_bad.name using errcode = 'P0001';
  end if;
  perform private.assert_period_open(v_entry.organization_id, v_entry.entry_date);
end;
$$;
revoke all on function private.assert_entry_postable(p_entry_id uuid) from public, anon, authenticated, service_role;
