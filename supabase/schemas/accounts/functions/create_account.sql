-- RPC: adds an account (owners, admins and members). The category may be left out for a
-- sub-account (it takes its parent's); the normal balance defaults from the category (give 'credit'
-- for a contra-asset). SECURITY DEFINER with the role check of the accounts table's policies, so a
-- refusal reads as a sentence ("Viewers cannot change the chart of accounts", a duplicate code)
-- rather than a policy or constraint violation; the accounts' triggers apply as to any write.
create or replace function public.create_account(
  p_organization_id uuid,
  p_code text,
  p_name text,
  p_category text default null,
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
  v_category text;
  v_id uuid;
  v_code text := btrim(coalesce(p_code, ''));
begin
  perform private.assert_can_edit_ledger(p_organization_id, 'the chart of accounts');
  v_category := private.check_account_fields(p_organization_id, null, v_code, p_name, p_category, p_parent_id, p_account_type_id, p_normal_balance);
  begin
    insert into public.accounts (organization_id, code, name, parent_id, category, account_type_id, description, normal_balance, is_placeholder)
    values (p_organization_id, v_code, btrim(p_name), p_parent_id, v_category, p_account_type_id, nullif(btrim(coalesce(p_description, '')), ''),
            coalesce(p_normal_balance, private.normal_balance_for(v_category)), coalesce(p_is_placeholder, false))
    returning accounts.id into v_id;
  exception when unique_violation then
    raise exception 'Account code % is already used in this organization', v_code using errcode = 'P0001';
  end;
  return v_id;
end;
$$;
revoke all on function public.create_account(p_organization_id uuid, p_code text, p_name text, p_category text, p_parent_id uuid, p_account_type_id uuid, p_description text, p_is_placeholder boolean, p_normal_balance text) from public, anon, authenticated, service_role;
grant execute on function public.create_account(p_organization_id uuid, p_code text, p_name text, p_category text, p_parent_id uuid, p_account_type_id uuid, p_description text, p_is_placeholder boolean, p_normal_balance text) to authenticated, service_role;
