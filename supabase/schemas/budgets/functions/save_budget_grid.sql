-- RPC: replaces a draft's whole grid in one statement: p_lines = [{ "account_id": uuid, "months":
-- [12 amounts] }]. Nothing is written unless every row is valid; the answer is a
-- public.budget_grid_saved. Owners, admins and members.
create or replace function public.save_budget_grid(p_budget_id uuid, p_lines jsonb)
returns public.budget_grid_saved
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_budget public.budgets;
  v_row jsonb;
  v_index integer := 0;
  v_account public.accounts;
  v_seen uuid[] := array[]::uuid[];
  v_month integer;
  v_text text;
begin
  v_budget := private.budget_for_write(p_budget_id);
  if v_budget.status <> 'draft' then
    raise exception 'The budget "%" is %; only a draft can change. Copy it to a new draft version to make changes', v_budget.name, v_budget.status using errcode = 'P0001';
  end if;
  if p_lines is null or jsonb_typeof(p_lines) <> 'array' then
    raise exception 'The budget grid must be a list of account rows' using errcode = '22023';
  end if;
  if jsonb_array_length(p_lines) > 1000 then
    raise exception 'A budget has at most 1,000 account rows' using errcode = '22023';
  end if;
  for v_row in select value from jsonb_array_elements(p_lines) loop
    v_index := v_index + 1;
    select * into v_account from public.accounts a
    where a.organization_id = v_budget.organization_id and a.id::text = (v_row ->> 'account_id');
    if not found then
      raise exception 'Row %: the account is not in this organization''s chart of accounts', v_index using errcode = '22023';
    end if;
    if v_account.category not in ('Revenue', 'Expenses') then
      raise exception 'Row %: % % is not a revenue or expense account', v_index, v_account.code, v_account.name using errcode = '22023';
    end if;
    if v_account.id = any (v_seen) then
      raise exception 'Row %: % % appears twice', v_index, v_account.code, v_account.name using errcode = '22023';
    end if;
    v_seen := v_seen || v_account.id;
    if jsonb_typeof(v_row -> 'months') is distinct from 'array' or jsonb_array_length(v_row -> 'months') <> 12 then
      raise exception 'Row % (% %): give twelve monthly amounts', v_index, v_account.code, v_account.name using errcode = '22023';
    end if;
    for v_month in 0..11 loop
      v_text := v_row -> 'months' ->> v_month;
      if v_text is null or v_text !~ '^-?[0-9]{1,12}(\.[0-9]{1,2})?$' then
        raise exception 'Row % (% %), month %: "%" is not an amount in dollars and cents', v_index, v_account.code, v_account.name, v_month + 1, coalesce(v_text, '') using errcode = '22023';
      end if;
    end loop;
  end loop;

  delete from public.budget_line_items l where l.budget_id = p_budget_id;
  insert into public.budget_line_items (organization_id, budget_id, account_id, period_month, amount)
  select v_budget.organization_id, p_budget_id, (r.value ->> 'account_id')::uuid, (m.ordinality)::smallint, (m.value #>> '{}')::numeric
  from jsonb_array_elements(p_lines) r
  cross join lateral jsonb_array_elements(r.value -> 'months') with ordinality m
  order by 3, 4;
  return row(p_budget_id, jsonb_array_length(p_lines),
    (select coalesce(sum(l.amount), 0) from public.budget_line_items l where l.budget_id = p_budget_id))::public.budget_grid_saved;
end;
$$;
revoke all on function public.save_budget_grid(p_budget_id uuid, p_lines jsonb) from public, anon, authenticated, service_role;
grant execute on function public.save_budget_grid(p_budget_id uuid, p_lines jsonb) to authenticated, service_role;
