-- RPC (any member): one fund with its balance and line count as of p_as_of (default today) and,
-- for a fund with donor restrictions, what was released and the newest 200 release entries (a
-- public.fund_detail).
create or replace function public.get_fund(p_fund_id uuid, p_as_of date default null)
returns public.fund_detail
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_fund public.funds;
  v_as_of date;
  v_release_account uuid;
begin
  select * into v_fund from public.funds f where f.id = p_fund_id;
  if not found or not public.is_org_member(v_fund.organization_id) then
    raise exception 'Fund not found' using errcode = 'PT404';
  end if;
  v_as_of := coalesce(p_as_of, private.today_for_organization(v_fund.organization_id));
  -- The release account's lines are few: found through the (organization, account) index.
  select a.id into v_release_account from public.accounts a
  where a.organization_id = v_fund.organization_id and a.system_key = 'released_from_restriction';
  return (
    select row(
      v_fund.id, v_fund.name, v_fund.code, v_fund.restriction,
      v_fund.purpose, v_fund.description, v_fund.is_active,
      v_fund.id = (select s.default_fund_id from public.organization_settings s where s.organization_id = v_fund.organization_id),
      v_as_of,
      coalesce(b.balance, 0),
      case when v_fund.restriction = 'with_donor_restrictions' then coalesce(b.released, 0) else 0 end,
      coalesce(b.line_count, 0),
      case when v_fund.restriction = 'with_donor_restrictions' then array(
        select row(r.journal_entry_id, r.entry_date, r.description, r.reference, r.created_at, r.source_type, r.amount)::public.fund_release
        from (
          select e.id as journal_entry_id, e.entry_date, e.description, e.reference, e.created_at, e.source_type,
                 sum(l.debit - l.credit) as amount
          from public.journal_entry_lines l
          join public.journal_entries e on e.id = l.journal_entry_id
          where l.organization_id = v_fund.organization_id and l.account_id = v_release_account and l.fund_id = v_fund.id
            and e.status = 'posted' and e.entry_date <= v_as_of
          group by e.id, e.entry_date, e.description, e.reference, e.created_at, e.source_type
          order by e.entry_date desc, e.created_at desc
          limit 200) r
        order by r.entry_date desc, r.created_at desc) else '{}' end)::public.fund_detail
    from (select 1) one
    left join private.fund_balances(v_fund.organization_id, v_as_of) b on b.fund_id = v_fund.id
  );
end;
$$;
revoke all on function public.get_fund(p_fund_id uuid, p_as_of date) from public, anon, authenticated, service_role;
grant execute on function public.get_fund(p_fund_id uuid, p_as_of date) to authenticated, service_role;
