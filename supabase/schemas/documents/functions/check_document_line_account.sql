-- Trigger on invoice_lines and bill_lines: an invoice line is credited to a Revenue account or a
-- deferred revenue liability (private.is_invoice_line_account), a bill line is debited to an
-- Expenses or Assets account (private.is_bill_line_account). A line without an account passes: it
-- posts to the fallback account when the document is issued. An open invoice an import brought in
-- is credited to the conversion clearing account (private.is_import_clearing_line, docs/import.md).
create or replace function private.check_document_line_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.account_id is null then
    return new;
  end if;
  if tg_table_name = 'invoice_lines' and not private.is_invoice_line_account(new.account_id) then
    -- Nested: a bill line has no invoice_id to read.
    if not private.is_import_clearing_line((to_jsonb(new) ->> 'invoice_id')::uuid, new.account_id) then
      raise exception 'An invoice line is credited to a Revenue account or a deferred revenue liability' using errcode = '23514';
    end if;
  end if;
  if tg_table_name = 'bill_lines' and not private.is_bill_line_account(new.account_id) then
    raise exception 'A bill line is debited to an Expenses or Assets account' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.check_document_line_account() from public, anon, authenticated, service_role;
