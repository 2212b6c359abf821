-- RPC: deletes a draft or archived budget (budgets_guard refuses an approved one). Owners, admins
-- and members.
create or replace function public.delete_budget(p_budget_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
begin
  v_budget := private.budget_for_write(p_budget_id);
  delete from public.budgets b where b.id = v_budget.id;
end;
$$;
revoke all on function public.delete_budget(p_budget_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.delete_budget(p_budget_id uuid) to authenticated, service_role;
