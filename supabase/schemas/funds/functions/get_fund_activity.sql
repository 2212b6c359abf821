-- RPC (any member): one page of a fund's activity: its posted ledger lines, newest first,
-- optionally within dates, the year-end closing and reopening lines included. total and the
-- debit/credit totals come from the daily totals, so the count costs nothing at a million lines,
-- plus the closing entries' lines (which the daily totals leave out), so they count the rows the
-- pages list. The page walks the entries by date (the journal_entries date index) and
-- picks this fund's lines through the (entry, fund) index: the newest pages of a large fund stop
-- after a page's worth of entries. The answer is a public.fund_activity_page.
create or replace function public.get_fund_activity(
  p_fund_id uuid,
  p_from date default null,
  p_to date default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.fund_activity_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_fund public.funds;
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_total bigint;
  v_debit numeric;
  v_credit numeric;
begin
  select * into v_fund from public.funds f where f.id = p_fund_id;
  if not found or not public.is_org_member(v_fund.organization_id) then
    raise exception 'Fund not found' using errcode = 'PT404';
  end if;
  select coalesce(sum(d.line_count), 0), coalesce(sum(d.debit), 0), coalesce(sum(d.credit), 0)
    into v_total, v_debit, v_credit
  from (
    select t.entry_date, t.debit, t.credit, t.line_count::bigint as line_count
    from private.ledger_daily_totals t
    where t.organization_id = v_fund.organization_id and t.fund_id = p_fund_id
    union all
    select c.entry_date, c.debit, c.credit, c.line_count
    from private.closing_daily_totals(v_fund.organization_id) c
    where c.fund_id = p_fund_id
  ) d
  where (p_from is null or d.entry_date >= p_from) and (p_to is null or d.entry_date <= p_to);
  return row(
    v_total,
    v_limit,
    v_offset,
    row(v_debit, v_credit)::public.fund_activity_totals,
    array(
      select row(r.id, r.journal_entry_id, r.entry_date, r.created_at, r.entry_description, r.reference, r.source_type, r.source_id,
                 r.line_number, r.description, r.debit, r.credit, r.account_id, r.account_code, r.account_name, r.account_category,
                 r.is_release, r.project_id, r.project_name)::public.fund_activity_line
      from (
        select l.id, l.journal_entry_id, e.entry_date, e.created_at, e.description as entry_description, e.reference,
               e.source_type, e.source_id, l.line_number, l.description, l.debit, l.credit,
               l.account_id, a.code as account_code, a.name as account_name, a.category as account_category,
               a.system_key = 'released_from_restriction' as is_release,
               l.project_id, p.name as project_name
        from public.journal_entries e
        join public.journal_entry_lines l on l.journal_entry_id = e.id and l.fund_id = p_fund_id
        join public.accounts a on a.id = l.account_id
        left join public.projects p on p.id = l.project_id
        where e.organization_id = v_fund.organization_id and e.status = 'posted'
          and (p_from is null or e.entry_date >= p_from) and (p_to is null or e.entry_date <= p_to)
        order by e.entry_date desc, e.created_at desc, e.id, l.line_number
        limit v_limit offset v_offset) r
      order by r.entry_date desc, r.created_at desc, r.journal_entry_id, r.line_number)
  )::public.fund_activity_page;
end;
$$;
revoke all on function public.get_fund_activity(p_fund_id uuid, p_from date, p_to date, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.get_fund_activity(p_fund_id uuid, p_from date, p_to date, p_limit integer, p_offset integer) to authenticated, service_role;
