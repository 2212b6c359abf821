-- A document's journal entry is corrected through the document, never by reversing the entry
-- alone (issue 22, point 1). Reversing a transaction's entry by hand left the transaction showing
-- its amount with no ledger effect, and the transaction could no longer be edited (its own
-- reversal then failed with "already reversed").
--
-- The rule sits on the insert of the reversal itself, not only in reverse_journal_entry, so that
-- every way to ask for a reversal (the RPC, any RPC a later migration adds) obeys it. Only the
-- document's own posting trigger may reverse a document's entry: those reversals are written from
-- inside a trigger on the document's table (transactions_post, donations_post, invoices_post,
-- bills_post, payroll_runs_post), so this trigger then runs nested (pg_trigger_depth() > 1). A
-- reversal asked for by a function called directly (depth 1 here) is refused. A reversal itself is
-- never reversed: post a new entry instead.

-- The plain words for an entry's document ("an invoice payment") and for the record the user
-- corrects it through ("invoice"), per source type.
create or replace function private.document_of_entry(p_source_type text, out what text, out through text)
language sql
immutable
set search_path = ''
as $$
  select case p_source_type
           when 'transaction' then 'a transaction' when 'donation' then 'a donation'
           when 'invoice' then 'an invoice' when 'invoice_payment' then 'an invoice payment'
           when 'bill' then 'a bill' when 'bill_payment' then 'a bill payment'
           when 'payroll_run' then 'a payroll run' else p_source_type end,
         case p_source_type
           when 'invoice_payment' then 'invoice' when 'bill_payment' then 'bill'
           when 'payroll_run' then 'payroll run' else p_source_type end
$$;

create or replace function private.refuse_document_entry_reversal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reversed public.journal_entries;
  v_document record;
begin
  if new.reverses_entry_id is null or pg_trigger_depth() > 1 then
    return new;
  end if;
  select * into v_reversed from public.journal_entries e where e.id = new.reverses_entry_id;
  if not found or v_reversed.source_type in ('manual', 'opening_balance') then
    return new;
  end if;
  if v_reversed.source_type = 'reversal' then
    raise exception 'This entry is a reversal and cannot be reversed; post a new entry instead' using errcode = '42501';
  end if;
  v_document := private.document_of_entry(v_reversed.source_type);
  raise exception 'This entry belongs to %: correct it through the % (edit, void or delete it where allowed)',
    v_document.what, v_document.through using errcode = '42501';
end;
$$;

create trigger journal_entries_document_reversal
  before insert on public.journal_entries
  for each row execute function private.refuse_document_entry_reversal();

revoke execute on function private.document_of_entry(text) from public;
revoke execute on function private.refuse_document_entry_reversal() from public;
