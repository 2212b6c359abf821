-- RPC: name and notes of any version (the figures of an approved one stay frozen). Owners, admins
-- and members.
create or replace function public.update_budget(p_budget_id uuid, p_name text, p_notes text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
  v_name text;
begin
  v_budget := private.budget_for_write(p_budget_id);
  v_name := private.check_budget_name(p_name);
  if exists (select 1 from public.budgets b where b.organization_id = v_budget.organization_id and b.name = v_name and b.id <> p_budget_id) then
    raise exception 'Another budget is already named "%"', v_name using errcode = '23505', constraint = 'budgets_organization_id_name_key';
  end if;
  update public.budgets b set name = v_name, notes = nullif(btrim(coalesce(p_notes, '')), '') where b.id = p_budget_id;
end;
$$;
revoke all on function public.update_budget(p_budget_id uuid, p_name text, p_notes text) from public, anon, authenticated, service_role;
grant execute on function public.update_budget(p_budget_id uuid, p_name text, p_notes text) to authenticated, service_role;
