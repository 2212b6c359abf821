-- Checked at commit: a posted entry has amounts, and its debits equal its credits in total and
-- within every fund (self-balancing funds). The deferred constraint triggers
-- journal_entries_balanced and journal_entry_lines_balanced call it, so it sees the entry once all
-- its lines are written, and a failing commit writes nothing.
create or replace function private.check_entry_balance()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry_id uuid := case when tg_op = 'DELETE' then old.id else new.id end;
  v_status text;
  v_debit numeric;
  v_credit numeric;
  v_fund uuid;
begin
  if tg_table_name = 'journal_entry_lines' then
    v_entry_id := case when tg_op = 'DELETE' then old.journal_entry_id else new.journal_entry_id end;
  end if;
  select e.status into v_status from public.journal_entries e where e.id = v_entry_id;
  if v_status is distinct from 'posted' then
    return null;
  end if;
  -- One pass over the entry's lines, grouped by fund.
  select coalesce(sum(f.debit), 0), coalesce(sum(f.credit), 0), (array_agg(f.fund_id) filter (where f.debit <> f.credit))[1]
    into v_debit, v_credit, v_fund
  from (
    select l.fund_id, sum(l.debit) as debit, sum(l.credit) as credit
    from public.journal_entry_lines l where l.journal_entry_id = v_entry_id group by l.fund_id
  ) f;
  if v_debit = 0 and v_credit = 0 then
    raise exception 'Journal entry % has no amounts', v_entry_id using errcode = '23514';
  end if;
  if v_debit <> v_credit then
    raise exception 'Journal entry % does not balance: debits % <> credits %', v_entry_id, v_debit, v_credit using errcode = '23514';
  end if;
  if v_fund is not null then
    raise exception 'Journal entry % does not balance within fund %', v_entry_id, v_fund using errcode = '23514';
  end if;
  return null;
end;
$$;
revoke all on function private.check_entry_balance() from public, anon, authenticated, service_role;
