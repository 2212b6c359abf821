-- Checks the fields an account is saved with; returns the category it ends up in.
create or replace function private.check_account_fields(
  p_org uuid,
  p_account_id uuid,
  p_code text,
  p_name text,
  p_category text,
  p_parent_id uuid,
  p_account_type_id uuid,
  p_normal_balance text
)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_category text := nullif(btrim(coalesce(p_category, '')), '');
  v_parent public.accounts;
  v_type_category text;
  v_other text;
begin
  if p_code is null or p_code !~ '^[0-9A-Za-z.-]{1,20}$' then
    raise exception 'An account code is 1 to 20 letters, digits, dots or dashes (no spaces)' using errcode = 'P0001';
  end if;
  if p_name is null or length(btrim(p_name)) = 0 then
    raise exception 'An account needs a name' using errcode = 'P0001';
  end if;
  if length(btrim(p_name)) > 200 then
    raise exception 'An account name is at most 200 characters' using errcode = 'P0001';
  end if;
  select '"' || a.code || ' ' || a.name || '"' into v_other
  from public.accounts a where a.organization_id = p_org and a.code = p_code and a.id is distinct from p_account_id;
  if v_other is not null then
    raise exception 'Account code % is already used by %', p_code, v_other using errcode = 'P0001';
  end if;
  if p_parent_id is not null then
    select * into v_parent from public.accounts a where a.id = p_parent_id and a.organization_id = p_org;
    if not found then
      raise exception 'The parent account was not found in this organization' using errcode = 'P0001';
    end if;
    v_category := coalesce(v_category, v_parent.category);
    if v_parent.category <> v_category then
      raise exception 'A sub-account must be in its parent''s category: % % is in %', v_parent.code, v_parent.name, v_parent.category using errcode = 'P0001';
    end if;
  end if;
  if v_category is null or v_category not in ('Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses') then
    raise exception 'Choose a category: Assets, Liabilities, Net Assets, Revenue or Expenses' using errcode = 'P0001';
  end if;
  if p_normal_balance is not null and p_normal_balance not in ('debit', 'credit') then
    raise exception 'The normal balance is debit or credit' using errcode = 'P0001';
  end if;
  if p_account_type_id is not null then
    select c.name into v_type_category
    from public.account_types t join public.account_categories c on c.id = t.account_category_id
    where t.id = p_account_type_id and t.organization_id = p_org;
    if v_type_category is null then
      raise exception 'The account type was not found in this organization' using errcode = 'P0001';
    end if;
    if v_type_category <> v_category then
      raise exception 'That account type belongs to %, not %', v_type_category, v_category using errcode = 'P0001';
    end if;
  end if;
  return v_category;
end;
$$;
revoke all on function private.check_account_fields(p_org uuid, p_account_id uuid, p_code text, p_name text, p_category text, p_parent_id uuid, p_account_type_id uuid, p_normal_balance text) from public, anon, authenticated, service_role;
