-- RPC (owners and admins): undoes a committed batch as one, in one transaction. Refused in words
-- while any of its dates (the opening entry's, the history's, the open documents') is on or before
-- the period lock, and once anything has been posted against it since the commit: a payment, a void
-- or another entry on one of its documents, a reversal of one of its entries, a bank reconciliation
-- matching one of its lines. Otherwise it removes everything the batch wrote: its entries and their
-- lines (the kept daily totals lose what they added: deleting posted lines is the undo's alone, see
-- private.import_undoing), its open documents, then the contacts, projects, funds and accounts it
-- created that nothing else uses (private.import_unused; the others stay, no longer marked as the
-- batch's), and the staged rows and mappings. The batch stays as the record of what happened,
-- status undone; its update is its audit_log row. A public.import_undo_result.
create or replace function public.undo_import_batch(p_batch_id uuid)
returns public.import_undo_result
language plpgsql
volatile
security definer
set search_path = ''
set statement_timeout = '60s'
as $$
declare
  v_batch public.import_batches := private.import_batch_for(p_batch_id, true);
  v_org uuid := v_batch.organization_id;
  v_locked date;
  v_first date;
  v_reason text;
  v_entries integer;
  v_documents integer := 0;
  v_count integer;
  v_ids uuid[];
  v_removed integer;
  v_accounts integer := 0;
  v_accounts_kept integer;
  v_funds integer;
  v_projects integer;
  v_contacts integer := 0;
  v_contacts_kept integer := 0;
  v_table text;
begin
  if v_batch.status = 'staging' then
    raise exception 'This import has not been committed: there is nothing to undo' using errcode = 'P0001';
  end if;
  if v_batch.status = 'undone' then
    raise exception 'This import is already undone' using errcode = 'P0001';
  end if;

  -- Locked with the settings row: the lock date cannot move while this undo reads it, and an
  -- import of the same books waits.
  select s.locked_through into v_locked from public.organization_settings s where s.organization_id = v_org for update;
  select least(
           (select min(e.entry_date) from public.journal_entries e where e.organization_id = v_org and e.import_batch_id = v_batch.id),
           (select min(i.issue_date) from public.invoices i where i.organization_id = v_org and i.import_batch_id = v_batch.id),
           (select min(b.bill_date) from public.bills b where b.organization_id = v_org and b.import_batch_id = v_batch.id))
    into v_first;
  if v_locked is not null and v_first <= v_locked then
    raise exception 'This import cannot be undone: the books are locked through %, and it posted entries from % on. An owner can move the lock back first.', v_locked, v_first
      using errcode = '23514';
  end if;

  -- Anything posted against the batch since it was committed.
  select r.reason into v_reason from (
    select 1 as n, format('invoice %s (%s) has %s since the import', i.invoice_number, i.customer_name,
                          case when i.status = 'void' then 'been voided' else 'a payment recorded' end) as reason
    from public.invoices i
    where i.organization_id = v_org and i.import_batch_id = v_batch.id
      and (i.status = 'void' or i.amount_paid > 0 or exists (select 1 from public.invoice_payments p where p.invoice_id = i.id))
    union all
    select 2, format('bill %s (%s) has %s since the import', b.bill_number, b.vendor_name,
                     case when b.status = 'void' then 'been voided' else 'a payment recorded' end)
    from public.bills b
    where b.organization_id = v_org and b.import_batch_id = v_batch.id
      and (b.status = 'void' or b.amount_paid > 0 or exists (select 1 from public.bill_payments p where p.bill_id = b.id))
    union all
    select 3, format('an entry dated %s was posted against its %s %s since the import', e.entry_date, replace(e.source_type, '_', ' '),
                     coalesce(i.invoice_number, b.bill_number))
    from public.journal_entries e
    left join public.invoices i on i.id = e.source_id and i.import_batch_id = v_batch.id
    left join public.bills b on b.id = e.source_id and b.import_batch_id = v_batch.id
    where e.organization_id = v_org and e.import_batch_id is distinct from v_batch.id
      and (i.id is not null or b.id is not null)
    union all
    select 4, format('its entry "%s" of %s was reversed on %s', o.description, o.entry_date, r.entry_date)
    from public.journal_entries r
    join public.journal_entries o on o.id = r.reverses_entry_id
    where r.organization_id = v_org and o.import_batch_id = v_batch.id
    union all
    select 5, format('its entry "%s" of %s is matched in a bank reconciliation', e.description, e.entry_date)
    from public.bank_statement_matches m
    join public.journal_entries e on e.id = m.journal_entry_id
    where m.organization_id = v_org and e.import_batch_id = v_batch.id
  ) r
  order by r.n
  limit 1;
  if v_reason is not null then
    raise exception 'This import cannot be undone: %. Undo is possible only while nothing has been posted against what it brought in.', v_reason
      using errcode = 'P0001';
  end if;

  -- From here the ledger's guards let this transaction delete the batch's postings.
  update public.import_batches b set status = 'undone', undone_at = now(), undone_by = auth.uid(), undone_txid = txid_current()
  where b.id = v_batch.id;

  -- The kept daily totals (by account, fund, project and day; and by expense function) lose the
  -- batch's posted lines, exactly as their triggers added them.
  with lines as (
    select l.account_id, l.fund_id, l.project_id, e.entry_date, sum(l.debit) as debit, sum(l.credit) as credit, count(*)::integer as n
    from public.journal_entries e join public.journal_entry_lines l on l.journal_entry_id = e.id
    where e.organization_id = v_org and e.import_batch_id = v_batch.id and e.status = 'posted' and e.source_type not in ('year_end_close', 'year_end_reopen')
    group by l.account_id, l.fund_id, l.project_id, e.entry_date
  )
  update private.ledger_daily_totals t set debit = t.debit - l.debit, credit = t.credit - l.credit, line_count = t.line_count - l.n
  from lines l
  where t.organization_id = v_org and t.account_id = l.account_id and t.fund_id = l.fund_id
    and t.project_id is not distinct from l.project_id and t.entry_date = l.entry_date;
  delete from private.ledger_daily_totals t where t.organization_id = v_org and t.line_count <= 0;

  with lines as (
    select l.account_id, l.fund_id, l.project_id, l.function, e.entry_date, sum(l.debit) as debit, sum(l.credit) as credit, count(*)::integer as n
    from public.journal_entries e join public.journal_entry_lines l on l.journal_entry_id = e.id
    where e.organization_id = v_org and e.import_batch_id = v_batch.id and e.status = 'posted' and e.source_type not in ('year_end_close', 'year_end_reopen')
      and l.function is not null
    group by l.account_id, l.fund_id, l.project_id, l.function, e.entry_date
  )
  update private.ledger_function_daily_totals t set debit = t.debit - l.debit, credit = t.credit - l.credit, line_count = t.line_count - l.n
  from lines l
  where t.organization_id = v_org and t.account_id = l.account_id and t.fund_id = l.fund_id
    and t.project_id is not distinct from l.project_id and t.function = l.function and t.entry_date = l.entry_date;
  delete from private.ledger_function_daily_totals t where t.organization_id = v_org and t.line_count <= 0;

  perform private.import_analyze_ledger((select count(*) from public.journal_entries e
                                          join public.journal_entry_lines l on l.journal_entry_id = e.id
                                          where e.organization_id = v_org and e.import_batch_id = v_batch.id));
  -- The documents (their lines go with them), then the entries' lines and the entries.
  delete from public.invoices i where i.organization_id = v_org and i.import_batch_id = v_batch.id;
  get diagnostics v_count = row_count;
  v_documents := v_documents + v_count;
  delete from public.bills b where b.organization_id = v_org and b.import_batch_id = v_batch.id;
  get diagnostics v_count = row_count;
  v_documents := v_documents + v_count;
  delete from public.journal_entry_lines l using public.journal_entries e
  where e.id = l.journal_entry_id and e.organization_id = v_org and e.import_batch_id = v_batch.id;
  delete from public.journal_entries e where e.organization_id = v_org and e.import_batch_id = v_batch.id and e.source_type = 'import';
  get diagnostics v_entries = row_count;
  delete from public.journal_entries e where e.organization_id = v_org and e.import_batch_id = v_batch.id;

  -- The records it created, when nothing else uses them; the others stay as the organization's own.
  foreach v_table in array array['donors', 'customers', 'vendors'] loop
    execute format('select array_agg(x.id) from public.%I x where x.organization_id = $1 and x.import_batch_id = $2', v_table)
      into v_ids using v_org, v_batch.id;
    v_ids := private.import_unused(format('public.%I', v_table)::regclass, v_org, v_ids);
    execute format('delete from public.%I x where x.id = any ($1)', v_table) using v_ids;
    get diagnostics v_removed = row_count;
    v_contacts := v_contacts + v_removed;
    execute format('update public.%I x set import_batch_id = null where x.organization_id = $1 and x.import_batch_id = $2', v_table)
      using v_org, v_batch.id;
    get diagnostics v_count = row_count;
    v_contacts_kept := v_contacts_kept + v_count;
  end loop;

  select array_agg(p.id) into v_ids from public.projects p where p.organization_id = v_org and p.import_batch_id = v_batch.id;
  delete from public.projects p where p.id = any (private.import_unused('public.projects'::regclass, v_org, v_ids));
  get diagnostics v_projects = row_count;
  update public.projects p set import_batch_id = null where p.organization_id = v_org and p.import_batch_id = v_batch.id;

  select array_agg(f.id) into v_ids from public.funds f where f.organization_id = v_org and f.import_batch_id = v_batch.id;
  delete from public.funds f where f.id = any (private.import_unused('public.funds'::regclass, v_org, v_ids));
  get diagnostics v_funds = row_count;
  update public.funds f set import_batch_id = null where f.organization_id = v_org and f.import_batch_id = v_batch.id;

  -- Accounts leaves first: a new parent is unused once its new children are gone.
  loop
    select array_agg(a.id) into v_ids from public.accounts a where a.organization_id = v_org and a.import_batch_id = v_batch.id;
    delete from public.accounts a where a.id = any (private.import_unused('public.accounts'::regclass, v_org, v_ids));
    get diagnostics v_removed = row_count;
    v_accounts := v_accounts + v_removed;
    exit when v_removed = 0;
  end loop;
  update public.accounts a set import_batch_id = null where a.organization_id = v_org and a.import_batch_id = v_batch.id;
  get diagnostics v_accounts_kept = row_count;

  delete from public.import_rows r where r.batch_id = v_batch.id;
  delete from public.import_mappings m where m.batch_id = v_batch.id;

  return row(v_batch.id, 'undone', v_entries, v_documents, v_accounts, v_accounts_kept, v_funds, v_projects, v_contacts, v_contacts_kept)::public.import_undo_result;
end;
$$;
revoke all on function public.undo_import_batch(p_batch_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.undo_import_batch(p_batch_id uuid) to authenticated, service_role;
