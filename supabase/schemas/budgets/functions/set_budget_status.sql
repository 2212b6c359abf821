-- RPC: approve, archive or return to draft. p_replace_approved archives the scope's approved budget
-- in the same transaction (the new version takes its place); without it a second approval is
-- refused. Owners, admins and members.
create or replace function public.set_budget_status(p_budget_id uuid, p_status text, p_replace_approved boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
begin
  v_budget := private.budget_for_write(p_budget_id);
  if p_status is null or p_status not in ('draft', 'approved', 'archived') then
    raise exception 'A budget is draft, approved or archived' using errcode = '22023';
  end if;
  if p_status = 'approved' and coalesce(p_replace_approved, false) then
    update public.budgets b set status = 'archived'
    where b.organization_id = v_budget.organization_id and b.fiscal_year = v_budget.fiscal_year and b.status = 'approved'
      and b.fund_id is not distinct from v_budget.fund_id and b.project_id is not distinct from v_budget.project_id
      and b.id <> p_budget_id;
  end if;
  update public.budgets b set status = p_status where b.id = p_budget_id;
end;
$$;
revoke all on function public.set_budget_status(p_budget_id uuid, p_status text, p_replace_approved boolean) from public, anon, authenticated, service_role;
grant execute on function public.set_budget_status(p_budget_id uuid, p_status text, p_replace_approved boolean) to authenticated, service_role;
