-- The last step of a commit (private.import_run), after private.import_write: reads the books back
-- the way the product's reports read them and compares them with the source, to the cent. Each
-- difference goes to pg_temp.import_differences and, as an error, to pg_temp.import_problems, so the
-- commit writes nothing (docs/import.md, "Verification"):
--   - the trial balance at the conversion date, from the kept daily totals every report reads
--     (private.ledger_daily_totals), equals the source trial balance for every account the source's
--     lines are mapped to, in every fund (each source class mapped to a fund is its own column);
--   - Conversion Clearing nets to zero in every fund at the conversion date, and Interfund Balances
--     over the batch's entries;
--   - the receivables and payables aging at the conversion date (private.document_aging, the AR and
--     AP aging reports) gives every customer and vendor the open balance of the source aging, and
--     explains the whole ledger balance;
--   - the history's entries hold the source's debits.
create or replace function private.import_verify(p_batch public.import_batches)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid := p_batch.organization_id;
  v_date date := p_batch.conversion_date;
  v_aging public.aging_report;
  v_kind text;
  v_source numeric;
  v_product numeric;
begin
  -- The trial balance, account by account and fund by fund.
  insert into pg_temp.import_differences (what, account_code, account_name, fund_name, source_amount, product_amount, message)
  with source as (
    select t.account_id, t.fund_id, sum(t.amount) as amount from pg_temp.import_tb t group by t.account_id, t.fund_id
  ),
  product as (
    select d.account_id, d.fund_id, sum(d.debit - d.credit) as amount
    from private.ledger_daily_totals d
    where d.organization_id = v_org and d.entry_date <= v_date and d.account_id in (select s.account_id from source s)
    group by d.account_id, d.fund_id
  ),
  compared as (
    select coalesce(s.account_id, p.account_id) as account_id, coalesce(s.fund_id, p.fund_id) as fund_id,
           coalesce(s.amount, 0) as source_amount, coalesce(p.amount, 0) as product_amount
    from source s full join product p on p.account_id = s.account_id and p.fund_id = s.fund_id
  )
  select 'account', a.code, a.name, f.name, c.source_amount, c.product_amount,
         format('%s %s in %s: the source trial balance says %s, the books say %s.', a.code, a.name, f.name,
                private.import_balance_words(c.source_amount), private.import_balance_words(c.product_amount))
  from compared c
  join public.accounts a on a.id = c.account_id
  join public.funds f on f.id = c.fund_id
  where c.source_amount <> c.product_amount
  order by a.code, f.name;

  -- Conversion Clearing per fund, Interfund Balances over the batch.
  insert into pg_temp.import_differences (what, account_code, account_name, fund_name, source_amount, product_amount, message)
  select 'clearing', a.code, a.name, f.name, 0, sum(d.debit - d.credit),
         format('%s in %s holds %s at the conversion date: the open documents must take back exactly what the opening entry left there.',
                a.code || ' ' || a.name, f.name, private.import_balance_words(sum(d.debit - d.credit)))
  from private.ledger_daily_totals d
  join public.accounts a on a.id = d.account_id and a.system_key = 'conversion_clearing'
  join public.funds f on f.id = d.fund_id
  where d.organization_id = v_org and d.entry_date <= v_date
  group by a.code, a.name, f.name
  having sum(d.debit - d.credit) <> 0;

  insert into pg_temp.import_differences (what, account_code, account_name, source_amount, product_amount, message)
  select 'interfund', a.code, a.name, 0, sum(l.debit - l.credit),
         format('%s holds %s over the import''s entries: interfund lines must net to zero over the funds.',
                a.code || ' ' || a.name, private.import_balance_words(sum(l.debit - l.credit)))
  from public.journal_entries e
  join public.journal_entry_lines l on l.journal_entry_id = e.id
  join public.accounts a on a.id = l.account_id and a.system_key = 'interfund'
  where e.import_batch_id = p_batch.id
  group by a.code, a.name
  having sum(l.debit - l.credit) <> 0;

  -- The aging, customer by customer and vendor by vendor.
  foreach v_kind in array array['invoice', 'bill'] loop
    continue when not exists (select 1 from pg_temp.import_documents d where d.kind = v_kind);
    v_aging := private.document_aging(v_org, v_kind, v_date);
    insert into pg_temp.import_differences (what, party_name, source_amount, product_amount, message)
    with source as (
      select d.party_id, min(d.party_name) as party_name, sum(d.open_balance) as amount
      from pg_temp.import_documents d where d.kind = v_kind group by d.party_id
    ),
    product as (
      select r.party_id, r.party_name, r.total::numeric as amount from unnest(v_aging.rows) r where r.party_id is not null
    )
    select case v_kind when 'invoice' then 'customer' else 'vendor' end, coalesce(s.party_name, p.party_name), coalesce(s.amount, 0), coalesce(p.amount, 0),
           format('%s %s: the source aging says %s open, the %s aging says %s.',
                  case v_kind when 'invoice' then 'Customer' else 'Vendor' end, coalesce(s.party_name, p.party_name),
                  private.import_money(coalesce(s.amount, 0)), case v_kind when 'invoice' then 'receivables' else 'payables' end,
                  private.import_money(coalesce(p.amount, 0)))
    from source s full join product p on p.party_id = s.party_id
    where coalesce(s.amount, 0) <> coalesce(p.amount, 0);
    if v_aging.other::numeric <> 0 then
      insert into pg_temp.import_differences (what, account_name, source_amount, product_amount, message)
      values (case v_kind when 'invoice' then 'receivables' else 'payables' end,
              case v_kind when 'invoice' then 'Accounts Receivable' else 'Accounts Payable' end, 0, v_aging.other::numeric,
              format('%s holds %s at the conversion date that no open %s explains.',
                     case v_kind when 'invoice' then 'Accounts Receivable' else 'Accounts Payable' end,
                     private.import_money(v_aging.other::numeric), v_kind));
    end if;
  end loop;

  -- The history.
  select coalesce(sum(e.debit), 0) into v_source from pg_temp.import_entries e where e.lines > 0;
  select coalesce(sum(l.debit), 0) into v_product
  from public.journal_entries e join public.journal_entry_lines l on l.journal_entry_id = e.id
  join public.accounts a on a.id = l.account_id
  where e.import_batch_id = p_batch.id and a.system_key is distinct from 'interfund'
    and e.id in (select x.entry_id from pg_temp.import_entries x);
  if v_source <> v_product then
    insert into pg_temp.import_differences (what, source_amount, product_amount, message)
    values ('history', v_source, v_product, format('The history''s entries hold debits of %s in the books, %s in the source.',
                                                   private.import_money(v_product), private.import_money(v_source)));
  end if;

  insert into pg_temp.import_problems (severity, kind, row_number, source_line, code, message)
  select 'error', null, null, null, 'verification', d.message from pg_temp.import_differences d;
end;
$$;
revoke all on function private.import_verify(p_batch public.import_batches) from public, anon, authenticated, service_role;
