-- AFTER INSERT, once per statement (transactions_post_inserted): posts the entries of every inserted
-- row with one insert for the entries and one for their lines, so an import or a bulk API insert
-- costs two statements, not two per row. Each row's entry id was reserved by
-- private.prepare_transaction; the rows are written before their entries, which is why the
-- transactions -> journal_entries foreign key is checked at commit. A chart missing an account a
-- row needs refuses the whole statement.
create or replace function private.post_inserted_transactions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows public.transactions[];
  v_missing text;
begin
  select array_agg(n) into v_rows from new_rows n where n.journal_entry_id is not null;
  if v_rows is null then
    return null;
  end if;
  select p.missing into v_missing from private.transaction_postings(v_rows) p where p.missing is not null limit 1;
  if v_missing is not null then
    raise exception 'The chart of accounts has no % account', v_missing using errcode = '23503';
  end if;

  insert into public.journal_entries (id, organization_id, entry_date, description, status, source_type, source_id)
  select p.entry_id, p.organization_id, p.entry_date, p.description, 'posted', 'transaction', p.transaction_id
  from private.transaction_postings(v_rows) p;

  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, debit, credit, line_number)
  select p.organization_id, p.entry_id, v.account_id, p.fund_id, p.project_id, v.debit, v.credit, v.line_number
  from private.transaction_postings(v_rows) p
  cross join lateral (values (p.debit_account, p.amount, 0::numeric, 1::smallint), (p.credit_account, 0::numeric, p.amount, 2::smallint))
    as v (account_id, debit, credit, line_number);
  return null;
end;
$$;
revoke all on function private.post_inserted_transactions() from public, anon, authenticated, service_role;
