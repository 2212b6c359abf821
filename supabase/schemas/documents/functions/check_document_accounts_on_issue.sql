-- Trigger on invoices and bills at issue / approval (leaving draft): every line with an account
-- must still be one the document may post to (the lines' own trigger checked it when they were
-- saved). Lines without an account post to the fallback accounts, which are not checked here; an
-- imported open invoice's line on the conversion clearing account passes (docs/import.md).
-- Named to fire before invoices_post / bills_post (same event, name order), so nothing posts first.
create or replace function private.check_document_accounts_on_issue()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status <> 'draft' or new.status in ('draft', 'void') then
    return new;
  end if;
  if tg_table_name = 'invoices' then
    if exists (
      select 1 from public.invoice_lines l
      where l.invoice_id = new.id and l.account_id is not null and not private.is_invoice_line_account(l.account_id)
        and not private.is_import_clearing_line(l.invoice_id, l.account_id)
    ) then
      raise exception 'An invoice line is credited to a Revenue account or a deferred revenue liability' using errcode = '23514';
    end if;
  elsif exists (
    select 1 from public.bill_lines l where l.bill_id = new.id and l.account_id is not null and not private.is_bill_line_account(l.account_id)
  ) then
    raise exception 'A bill line is debited to an Expenses or Assets account' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.check_document_accounts_on_issue() from public, anon, authenticated, service_role;
