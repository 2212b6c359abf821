-- RPC: one page of the posted ledger lines tagged with a project up to the organization's today
-- (newest first), with the project's expense total from the same lines (its spent to date, as the
-- summary shows it). Members only. The answer is a public.project_ledger_page.
create or replace function public.project_ledger_lines(
  p_organization_id uuid,
  p_project_id uuid,
  p_limit integer default 25,
  p_offset integer default 0
)
returns public.project_ledger_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 25), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_today date;
  v_result public.project_ledger_page;
begin
  perform private.require_member(p_organization_id);
  v_today := private.today_for_organization(p_organization_id);
  with lines as (
    select l.id, l.journal_entry_id, e.entry_date, coalesce(nullif(l.description, ''), e.description) as description,
           e.reference, e.source_type, a.code as account_code, a.name as account_name, a.category,
           f.name as fund_name, l.debit, l.credit, e.created_at, l.line_number
    from public.journal_entry_lines l
    join public.journal_entries e on e.id = l.journal_entry_id
    join public.accounts a on a.id = l.account_id
    left join public.funds f on f.id = l.fund_id
    where l.organization_id = p_organization_id and l.project_id = p_project_id
      and e.status = 'posted' and e.entry_date <= v_today
  )
  select
    (select count(*) from lines) as total,
    coalesce((select sum(debit - credit) from lines where category = 'Expenses'), 0)::text as expenses,
    v_limit as "limit", v_offset as "offset",
    array(
      select row(x.id, x.journal_entry_id, x.entry_date, x.description, x.reference, x.source_type, x.account_code,
                 x.account_name, x.category, x.fund_name, x.debit::text, x.credit::text)::public.project_ledger_line
      from (select * from lines order by entry_date desc, created_at desc, journal_entry_id, line_number limit v_limit offset v_offset) x
      order by x.entry_date desc, x.created_at desc, x.journal_entry_id, x.line_number) as rows
  into v_result;
  return v_result;
end;
$$;
revoke all on function public.project_ledger_lines(p_organization_id uuid, p_project_id uuid, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.project_ledger_lines(p_organization_id uuid, p_project_id uuid, p_limit integer, p_offset integer) to authenticated, service_role;
