-- The write preamble of the budget RPCs: the budget, when the caller may change it. "Budget not
-- found" for a caller outside its organization (its existence stays hidden); viewers are refused.
create or replace function private.budget_for_write(p_budget_id uuid)
returns public.budgets
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
begin
  select * into v_budget from public.budgets b where b.id = p_budget_id;
  if not found or not public.is_org_member(v_budget.organization_id) then
    raise exception 'Budget not found' using errcode = 'PT404';
  end if;
  perform private.require_role(v_budget.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change budgets');
  return v_budget;
end;
$$;
revoke all on function private.budget_for_write(p_budget_id uuid) from public, anon, authenticated, service_role;
