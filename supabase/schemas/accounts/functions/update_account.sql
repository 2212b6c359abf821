-- RPC (owners, admins and members): changes an account. Refused: a placeholder for an account with
-- postings (placeholders take no postings), another category while it has sub-accounts, and for an
-- account the automatic postings use (private.is_posting_role) another category or a placeholder
-- (the ledger posts to it by role). The locked-period rules are the accounts' triggers'
-- (private.guard_locked_account_classification).
create or replace function public.update_account(
  p_account_id uuid,
  p_code text,
  p_name text,
  p_category text,
  p_parent_id uuid default null,
  p_account_type_id uuid default null,
  p_description text default null,
  p_is_placeholder boolean default false,
  p_normal_balance text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.accounts;
  v_category text;
  v_code text := btrim(coalesce(p_code, ''));
begin
  select * into v_old from public.accounts a where a.id = p_account_id;
  if not found or not public.is_org_member(v_old.organization_id) then
    raise exception 'Account not found' using errcode = 'PT404';
  end if;
  perform private.assert_can_edit_ledger(v_old.organization_id, 'the chart of accounts');
  v_category := private.check_account_fields(v_old.organization_id, p_account_id, v_code, p_name, p_category, p_parent_id, p_account_type_id, p_normal_balance);
  if v_category <> v_old.category then
    if private.is_posting_role(v_old.system_key) then
      raise exception 'Account % % is used by the ledger''s automatic postings; its category cannot change', v_old.code, v_old.name using errcode = 'P0001';
    end if;
    if exists (select 1 from public.accounts a where a.parent_id = p_account_id) then
      raise exception 'Account % % has sub-accounts; move them before changing its category', v_old.code, v_old.name using errcode = 'P0001';
    end if;
  end if;
  if coalesce(p_is_placeholder, false) and not v_old.is_placeholder
     and exists (select 1 from public.journal_entry_lines l where l.organization_id = v_old.organization_id and l.account_id = p_account_id) then
    raise exception 'Account % % has postings, so it cannot become a placeholder (placeholders take no postings)', v_old.code, v_old.name using errcode = 'P0001';
  end if;
  if coalesce(p_is_placeholder, false) and private.is_posting_role(v_old.system_key) then
    raise exception 'Account % % is used by the ledger''s automatic postings; it cannot be a placeholder', v_old.code, v_old.name using errcode = 'P0001';
  end if;
  begin
    update public.accounts a set
      code = v_code,
      name = btrim(p_name),
      parent_id = p_parent_id,
      category = v_category,
      account_type_id = p_account_type_id,
      description = nullif(btrim(coalesce(p_description, '')), ''),
      normal_balance = coalesce(p_normal_balance, case when v_category = v_old.category then v_old.normal_balance else private.normal_balance_for(v_category) end),
      is_placeholder = coalesce(p_is_placeholder, false)
    where a.id = p_account_id;
  exception when unique_violation then
    raise exception 'Account code % is already used in this organization', v_code using errcode = 'P0001';
  end;
  return p_account_id;
end;
$$;
revoke all on function public.update_account(p_account_id uuid, p_code text, p_name text, p_category text, p_parent_id uuid, p_account_type_id uuid, p_description text, p_is_placeholder boolean, p_normal_balance text) from public, anon, authenticated, service_role;
grant execute on function public.update_account(p_account_id uuid, p_code text, p_name text, p_category text, p_parent_id uuid, p_account_type_id uuid, p_description text, p_is_placeholder boolean, p_normal_balance text) to authenticated, service_role;
