-- Normalises the journal entry editor's lines: skips empty ones (no amount and no account),
-- refuses in words a negative or sub-cent amount, a line with both sides or neither, a missing
-- account or fund, an account, fund or project of another organization, and an unknown expense
-- function; returns the lines numbered in order.
create or replace function private.editor_lines(p_org uuid, p_lines jsonb)
returns table (line_number smallint, account_id uuid, fund_id uuid, project_id uuid, description text, debit numeric, credit numeric, function text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_line jsonb;
  v_n integer := 0;
  v_index integer := 0;
  v_debit numeric;
  v_credit numeric;
  v_function text;
begin
  if p_lines is null or jsonb_typeof(p_lines) <> 'array' then
    raise exception 'The lines must be a list' using errcode = 'P0001';
  end if;
  for v_line in select x from jsonb_array_elements(p_lines) as t (x) loop
    v_index := v_index + 1;
    begin
      v_debit := coalesce(nullif(v_line ->> 'debit', '')::numeric, 0);
      v_credit := coalesce(nullif(v_line ->> 'credit', '')::numeric, 0);
    exception when others then
      raise exception 'Line %: the amount is not a number', v_index using errcode = 'P0001';
    end;
    if v_debit = 0 and v_credit = 0 and nullif(v_line ->> 'account_id', '') is null then
      continue;
    end if;
    if v_debit < 0 or v_credit < 0 then
      raise exception 'Line %: amounts cannot be negative (use the other column)', v_index using errcode = 'P0001';
    end if;
    if v_debit <> round(v_debit, 2) or v_credit <> round(v_credit, 2) then
      raise exception 'Line %: amounts are in cents at most', v_index using errcode = 'P0001';
    end if;
    if v_debit > 0 and v_credit > 0 then
      raise exception 'Line %: a line has a debit or a credit, not both', v_index using errcode = 'P0001';
    end if;
    if v_debit = 0 and v_credit = 0 then
      raise exception 'Line %: enter a debit or a credit', v_index using errcode = 'P0001';
    end if;
    if nullif(v_line ->> 'account_id', '') is null then
      raise exception 'Line %: choose an account', v_index using errcode = 'P0001';
    end if;
    if nullif(v_line ->> 'fund_id', '') is null then
      raise exception 'Line %: choose a fund', v_index using errcode = 'P0001';
    end if;
    if not exists (select 1 from public.accounts a where a.id = (v_line ->> 'account_id')::uuid and a.organization_id = p_org) then
      raise exception 'Line %: the account was not found in this organization', v_index using errcode = 'P0001';
    end if;
    if not exists (select 1 from public.funds f where f.id = (v_line ->> 'fund_id')::uuid and f.organization_id = p_org) then
      raise exception 'Line %: the fund was not found in this organization', v_index using errcode = 'P0001';
    end if;
    if nullif(v_line ->> 'project_id', '') is not null
       and not exists (select 1 from public.projects p where p.id = (v_line ->> 'project_id')::uuid and p.organization_id = p_org) then
      raise exception 'Line %: the project was not found in this organization', v_index using errcode = 'P0001';
    end if;
    v_function := nullif(btrim(coalesce(v_line ->> 'function', '')), '');
    if v_function is not null and v_function not in ('program', 'management_general', 'fundraising') then
      raise exception 'Line %: the function is program services, management and general, or fundraising', v_index using errcode = 'P0001';
    end if;
    v_n := v_n + 1;
    line_number := v_n;
    account_id := (v_line ->> 'account_id')::uuid;
    fund_id := (v_line ->> 'fund_id')::uuid;
    project_id := nullif(v_line ->> 'project_id', '')::uuid;
    description := nullif(btrim(coalesce(v_line ->> 'description', '')), '');
    debit := v_debit;
    credit := v_credit;
    function := v_function;
    return next;
  end loop;
end;
$$;
revoke all on function private.editor_lines(p_org uuid, p_lines jsonb) from public, anon, authenticated, service_role;
