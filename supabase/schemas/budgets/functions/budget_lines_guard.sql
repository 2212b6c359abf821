-- Budget lines: only a draft's lines change, a line is for a revenue or expense account, and it
-- takes its budget's project. Lines go freely with their budget or organization.
create or replace function private.budget_lines_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
  v_category text;
begin
  select * into v_budget from public.budgets b
  where b.id = case when tg_op = 'DELETE' then old.budget_id else new.budget_id end;
  if tg_op = 'DELETE' then
    -- The budget itself is being deleted (a draft or archived one), or its organization is.
    if not found or private.organization_gone(old.organization_id) then
      return old;
    end if;
  end if;
  if found and v_budget.status <> 'draft' then
    raise exception 'The budget "%" is %; only a draft can change. Copy it to a new draft version to make changes', v_budget.name, v_budget.status using errcode = 'P0001';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  select a.category into v_category from public.accounts a where a.id = new.account_id;
  if v_category is null or v_category not in ('Revenue', 'Expenses') then
    raise exception 'A budget has lines for revenue and expense accounts only' using errcode = 'P0001';
  end if;
  new.project_id := v_budget.project_id;
  return new;
end;
$$;
revoke all on function private.budget_lines_guard() from public, anon, authenticated, service_role;
