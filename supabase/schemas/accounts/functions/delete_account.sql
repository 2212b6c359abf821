-- RPC (owners, admins and members): deletes an account nobody uses. An account with postings
-- (posted or draft), sub-accounts, a role in the automatic postings, a place among the settings'
-- defaults, or any document pointing at it is refused: deactivate it instead.
create or replace function public.delete_account(p_account_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account public.accounts;
begin
  select * into v_account from public.accounts a where a.id = p_account_id;
  if not found or not public.is_org_member(v_account.organization_id) then
    raise exception 'Account not found' using errcode = 'PT404';
  end if;
  perform private.assert_can_edit_ledger(v_account.organization_id, 'the chart of accounts');
  if private.is_posting_role(v_account.system_key) then
    raise exception 'Account % % is used by the ledger''s automatic postings and cannot be deleted', v_account.code, v_account.name using errcode = 'P0001';
  end if;
  if exists (select 1 from public.journal_entry_lines l where l.organization_id = v_account.organization_id and l.account_id = p_account_id) then
    raise exception 'Account % % has postings and cannot be deleted; deactivate it instead', v_account.code, v_account.name using errcode = 'P0001';
  end if;
  if exists (select 1 from public.accounts c where c.parent_id = p_account_id) then
    raise exception 'Account % % has sub-accounts; move or delete them first', v_account.code, v_account.name using errcode = 'P0001';
  end if;
  if exists (select 1 from public.organization_settings s where s.organization_id = v_account.organization_id
             and p_account_id in (s.default_cash_account_id, s.default_revenue_account_id, s.default_expense_account_id)) then
    raise exception 'Account % % is a default account in Settings and cannot be deleted', v_account.code, v_account.name using errcode = 'P0001';
  end if;
  begin
    delete from public.accounts a where a.id = p_account_id;
  exception when foreign_key_violation then
    raise exception 'Account % % is used by documents (transactions, invoices, bills, donations or budgets) and cannot be deleted; deactivate it instead', v_account.code, v_account.name using errcode = 'P0001';
  end;
end;
$$;
revoke all on function public.delete_account(p_account_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.delete_account(p_account_id uuid) to authenticated, service_role;
