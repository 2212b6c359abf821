-- A project's budget: the expense total of its approved project budgets (any fund, every fiscal
-- year: the same span as its all-time spent) when it has any, else the project's own budget number
-- (docs/budgets.md). private.project_summaries applies the same rule to all projects at once.
create or replace function private.project_budget_amount(p_project_id uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select sum(l.amount)
       from public.budgets b
       join public.budget_line_items l on l.budget_id = b.id
       join public.accounts a on a.id = l.account_id and a.category = 'Expenses'
      where b.project_id = p_project_id and b.status = 'approved'
     having count(*) > 0),
    (select p.budget from public.projects p where p.id = p_project_id))
$$;
revoke all on function private.project_budget_amount(p_project_id uuid) from public, anon, authenticated, service_role;
