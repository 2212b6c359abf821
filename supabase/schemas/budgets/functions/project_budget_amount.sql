-- The dashboard reads the APPROVED budget (issue 14 point 5, docs/budgets.md): a project's budget
-- is the expense total of its approved project budgets (scope project, any fund, every fiscal year:
-- the same span as its all-time "spent") when it has one, else the project's own budget number;
-- 'budget_source' says which ('approved_budget' | 'project'). And 'budget' is this fiscal year's
-- approved organization-wide budget against the ledger through today (revenue and expenses, the
-- whole year and the months to date), null when there is none. private.project_budget_amount() is
-- the one definition of a project's budget for every screen (the projects pages use it too).
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
