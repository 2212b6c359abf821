-- RPC (owners, admins and members): deactivates (hides from pickers, keeps history) or reactivates
-- an account. Refused for an account the automatic postings use (private.is_posting_role), the
-- settings' default accounts, a parent with active sub-accounts, and a balance sheet account that
-- still has a balance (move it first). A sub-account is reactivated after its parent.
create or replace function public.set_account_active(p_account_id uuid, p_active boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account public.accounts;
  v_balance numeric;
begin
  select * into v_account from public.accounts a where a.id = p_account_id;
  if not found or not public.is_org_member(v_account.organization_id) then
    raise exception 'Account not found' using errcode = 'PT404';
  end if;
  perform private.assert_can_edit_ledger(v_account.organization_id, 'the chart of accounts');
  if coalesce(p_active, true) then
    if v_account.parent_id is not null
       and exists (select 1 from public.accounts p where p.id = v_account.parent_id and not p.is_active) then
      raise exception 'Reactivate the parent account first' using errcode = 'P0001';
    end if;
  else
    if private.is_posting_role(v_account.system_key) then
      raise exception 'Account % % is used by the ledger''s automatic postings and cannot be deactivated', v_account.code, v_account.name using errcode = 'P0001';
    end if;
    if exists (select 1 from public.organization_settings s where s.organization_id = v_account.organization_id
               and p_account_id in (s.default_cash_account_id, s.default_revenue_account_id, s.default_expense_account_id)) then
      raise exception 'Account % % is a default account in Settings; choose another default first', v_account.code, v_account.name using errcode = 'P0001';
    end if;
    if exists (select 1 from public.accounts c where c.parent_id = p_account_id and c.is_active) then
      raise exception 'Account % % has active sub-accounts; deactivate them first', v_account.code, v_account.name using errcode = 'P0001';
    end if;
    if v_account.category in ('Assets', 'Liabilities', 'Net Assets') then
      select coalesce(sum(d.debit - d.credit), 0) into v_balance
      from private.ledger_daily_totals d where d.organization_id = v_account.organization_id and d.account_id = p_account_id;
      if v_balance <> 0 then
        raise exception 'Account % % still has a balance of %; move it to another account before deactivating', v_account.code, v_account.name, abs(v_balance) using errcode = 'P0001';
      end if;
    end if;
  end if;
  update public.accounts a set is_active = coalesce(p_active, true) where a.id = p_account_id;
  return p_account_id;
end;
$$;
revoke all on function public.set_account_active(p_account_id uuid, p_active boolean) from public, anon, authenticated, service_role;
grant execute on function public.set_account_active(p_account_id uuid, p_active boolean) to authenticated, service_role;
