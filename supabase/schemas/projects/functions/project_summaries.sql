-- Every project of the organization with its figures: budget, spent to date (expense lines of the
-- kept daily totals up to today), remaining, task counts and progress. The budget is the expense
-- lines of the project's approved budgets when it has any, else the project's own budget number
-- (docs/budgets.md); all approved budgets are read in one grouped join, not one lookup per project.
-- private.project_budget_amount states the same rule for one project.
create or replace function private.project_summaries(p_organization_id uuid)
returns table (
  id uuid, name text, code text, description text, status text, start_date date, end_date date,
  budget numeric, spent numeric, remaining numeric, manager_user_id uuid, manager_name text,
  fund_id uuid, fund_name text, function text, archived boolean,
  task_count integer, done_count integer, overdue_count integer, progress integer, updated_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  with spent as (
    select d.project_id, sum(d.debit - d.credit) as spent
    from private.ledger_daily_totals d
    join public.accounts a on a.id = d.account_id
    where d.organization_id = p_organization_id and d.project_id is not null and a.category = 'Expenses'
      and d.entry_date <= private.today_for_organization(p_organization_id)
    group by d.project_id
  ), tasks as (
    select t.project_id, count(*)::int as task_count,
           (count(*) filter (where t.status = 'done'))::int as done_count,
           (count(*) filter (where t.status <> 'done' and t.due_date < private.today_for_organization(p_organization_id)))::int as overdue_count,
           round(avg(case when t.status = 'done' then 100 else t.progress end))::int as progress
    from public.project_tasks t where t.organization_id = p_organization_id
    group by t.project_id
  ), approved as (
    -- A budget's project is in the budget's organization (composite foreign key), so filtering
    -- by organization keeps every approved budget of this organization's projects.
    select b.project_id, sum(l.amount) as amount
    from public.budgets b
    join public.budget_line_items l on l.budget_id = b.id
    join public.accounts a on a.id = l.account_id and a.category = 'Expenses'
    where b.organization_id = p_organization_id and b.project_id is not null and b.status = 'approved'
    group by b.project_id
  )
  select p.id, p.name, p.code, p.description, p.status, p.start_date, p.end_date,
         b.amount, coalesce(s.spent, 0), case when b.amount is null then null else b.amount - coalesce(s.spent, 0) end,
         p.manager_user_id, coalesce(nullif(btrim(pr.full_name), ''), p.manager_name), p.fund_id, f.name, p.function, p.archived,
         coalesce(t.task_count, 0), coalesce(t.done_count, 0), coalesce(t.overdue_count, 0), coalesce(t.progress, 0), p.updated_at
  from public.projects p
  left join spent s on s.project_id = p.id
  left join tasks t on t.project_id = p.id
  left join approved ab on ab.project_id = p.id
  left join public.funds f on f.id = p.fund_id
  left join public.profiles pr on pr.id = p.manager_user_id
  cross join lateral (select coalesce(ab.amount, p.budget) as amount) b
  where p.organization_id = p_organization_id
$$;
revoke all on function private.project_summaries(p_organization_id uuid) from public, anon, authenticated, service_role;
