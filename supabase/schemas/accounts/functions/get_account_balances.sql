-- RPC: the trial balance by account and fund over a date range, straight from the posted lines
-- (the year-end closing entries included), each balance in its account's normal-balance sign. Any
-- member may call it.
create or replace function public.get_account_balances(p_organization_id uuid, p_from date default null, p_to date default null)
returns table (account_id uuid, fund_id uuid, debit numeric, credit numeric, balance numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return query
    select l.account_id, l.fund_id, sum(l.debit)::numeric, sum(l.credit)::numeric,
           case when a.normal_balance = 'debit' then sum(l.debit) - sum(l.credit) else sum(l.credit) - sum(l.debit) end::numeric
    from public.journal_entry_lines l
    join public.journal_entries e on e.id = l.journal_entry_id
    join public.accounts a on a.id = l.account_id
    where l.organization_id = p_organization_id and e.status = 'posted'
      and (p_from is null or e.entry_date >= p_from) and (p_to is null or e.entry_date <= p_to)
    group by l.account_id, l.fund_id, a.normal_balance;
end;
$$;
revoke all on function public.get_account_balances(p_organization_id uuid, p_from date, p_to date) from public, anon, authenticated, service_role;
grant execute on function public.get_account_balances(p_organization_id uuid, p_from date, p_to date) to authenticated, service_role;
