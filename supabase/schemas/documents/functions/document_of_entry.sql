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
           when 'payroll_run' then 'a payroll run'
           when 'payroll_liability_payment' then 'a payroll liability payment' else p_source_type end,
         case p_source_type
           when 'invoice_payment' then 'invoice' when 'bill_payment' then 'bill'
           when 'payroll_run' then 'payroll run'
           when 'payroll_liability_payment' then 'payroll liabilities' else p_source_type end
$$;
revoke all on function private.document_of_entry(p_source_type text, OUT what text, OUT through text) from public, anon, authenticated, service_role;
