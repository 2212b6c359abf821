-- RPC: the posted ledger lines behind a budget vs. actual cell (one account, a date range, the
-- scope), paged, with the count and debit and credit totals from the kept daily totals. Members only.
create or replace function public.budget_ledger_lines(
  p_organization_id uuid,
  p_account_id uuid,
  p_from date,
  p_to date,
  p_fund_id uuid default null,
  p_project_id uuid default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_total bigint;
  v_debit numeric;
  v_credit numeric;
begin
  perform private.require_member(p_organization_id);
  if p_from is null or p_to is null then
    raise exception 'Choose a period' using errcode = '22023';
  end if;
  select coalesce(sum(d.line_count), 0), coalesce(sum(d.debit), 0), coalesce(sum(d.credit), 0)
    into v_total, v_debit, v_credit
  from private.ledger_daily_totals d
  where d.organization_id = p_organization_id and d.account_id = p_account_id and d.entry_date between p_from and p_to
    and (p_fund_id is null or d.fund_id = p_fund_id) and (p_project_id is null or d.project_id = p_project_id);
  return json_build_object(
    'total', v_total,
    'limit', v_limit,
    'offset', v_offset,
    'totals', json_build_object('debit', v_debit, 'credit', v_credit),
    'rows', coalesce((
      select json_agg(r order by r.entry_date desc, r.created_at desc, r.journal_entry_id, r.line_number) from (
        select l.id, l.journal_entry_id, e.entry_date, e.created_at, e.description as entry_description, e.reference,
               e.source_type, e.source_id, l.line_number, l.description, l.debit, l.credit,
               l.fund_id, f.name as fund_name, l.project_id, p.name as project_name
        from public.journal_entry_lines l
        join public.journal_entries e on e.id = l.journal_entry_id
        left join public.funds f on f.id = l.fund_id
        left join public.projects p on p.id = l.project_id
        where l.organization_id = p_organization_id and l.account_id = p_account_id and e.status = 'posted'
          and e.entry_date between p_from and p_to
          and (p_fund_id is null or l.fund_id = p_fund_id) and (p_project_id is null or l.project_id = p_project_id)
        order by e.entry_date desc, e.created_at desc, e.id, l.line_number
        limit v_limit offset v_offset) r), '[]'::json));
end;
$$;
revoke all on function public.budget_ledger_lines(p_organization_id uuid, p_account_id uuid, p_from date, p_to date, p_fund_id uuid, p_project_id uuid, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.budget_ledger_lines(p_organization_id uuid, p_account_id uuid, p_from date, p_to date, p_fund_id uuid, p_project_id uuid, p_limit integer, p_offset integer) to authenticated, service_role;
