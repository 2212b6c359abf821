-- RPC: a draft copy of a budget (another version of the same scope, or another fiscal year), each
-- month grown by p_percent. Owners, admins and members.
create or replace function public.copy_budget(
  p_budget_id uuid,
  p_name text,
  p_fiscal_year integer default null,
  p_percent numeric default 0
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_source public.budgets;
  v_id uuid;
  v_factor numeric := 1 + coalesce(p_percent, 0) / 100;
begin
  v_source := private.budget_for_write(p_budget_id);
  if coalesce(p_percent, 0) not between -100 and 1000 then
    raise exception 'The change must be between -100%% and +1000%%' using errcode = '22023';
  end if;
  v_id := public.create_budget(v_source.organization_id, p_name, coalesce(p_fiscal_year, v_source.fiscal_year),
    v_source.fund_id, v_source.project_id, format('Copied from "%s"', v_source.name));
  insert into public.budget_line_items (organization_id, budget_id, account_id, period_month, amount)
  select v_source.organization_id, v_id, l.account_id, l.period_month, round(l.amount * v_factor, 2)
  from public.budget_line_items l where l.budget_id = p_budget_id
  order by l.account_id, l.period_month;
  return v_id;
end;
$$;
revoke all on function public.copy_budget(p_budget_id uuid, p_name text, p_fiscal_year integer, p_percent numeric) from public, anon, authenticated, service_role;
grant execute on function public.copy_budget(p_budget_id uuid, p_name text, p_fiscal_year integer, p_percent numeric) to authenticated, service_role;
