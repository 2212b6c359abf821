-- A budget's scope in words for messages: its fiscal year, then its fund and project, or "(whole
-- organization)".
create or replace function private.budget_scope_label(p_budget public.budgets)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.fiscal_year_label(p_budget.start_date, p_budget.end_date)
    || coalesce(', fund ' || (select f.name from public.funds f where f.id = p_budget.fund_id), '')
    || coalesce(', project ' || (select p.name from public.projects p where p.id = p_budget.project_id), '')
    || case when p_budget.fund_id is null and p_budget.project_id is null then ' (whole organization)' else '' end
$$;
revoke all on function private.budget_scope_label(p_budget budgets) from public, anon, authenticated, service_role;
