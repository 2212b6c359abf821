-- The third step of a commit (private.import_run), once private.import_check found no error: writes
-- the batch into the books, set-based (one insert ... select per table, never a loop over rows), each
-- row carrying the batch's id (import_batch_id; the entries get it from the transaction setting
-- missionbase.import_batch_id, so the open documents' own postings carry it too):
--   1. the accounts to create, parents before children (a new account under its source parent when
--      that is new too or mapped to an account of the same category, else under its category's root);
--   2. the funds and projects to create, then the donors, customers and vendors;
--   3. the opening entry, posted on the conversion date from the source trial balance (its lines
--      summed per account, fund and project), and one posted entry per source history entry (its
--      lines as given), all of source `import`. An entry that does not balance within a fund gets
--      one Interfund Balances line per such fund, so each fund balances and the interfund account
--      sums to zero over the funds. The receivable and payable the open documents bring in are moved
--      from Accounts Receivable / Payable to Conversion Clearing in the opening entry, in the general
--      fund, where the documents take them back (docs/import.md);
--   4. the open invoices and bills, each of one line of its open balance on Conversion Clearing,
--      issued or approved through the documents' own posting (private.post_document).
-- The ledger's triggers check every entry as they check any other (period lock, placeholders,
-- balance per fund at the end of private.import_run).
create or replace function private.import_write(p_batch public.import_batches)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid := p_batch.organization_id;
  v_date date := p_batch.conversion_date;
  v_general uuid;
  v_terms integer;
  v_ar uuid;
  v_ap uuid;
  v_opening uuid := gen_random_uuid();
  v_invoices numeric;
  v_bills numeric;
  v_clearing uuid;
  v_interfund uuid;
begin
  perform set_config('missionbase.import_batch_id', p_batch.id::text, true);
  select s.default_fund_id, s.default_payment_terms_days into v_general, v_terms
  from public.organization_settings s where s.organization_id = v_org;
  select a.id into v_ar from public.accounts a where a.organization_id = v_org and a.system_key = 'accounts_receivable';
  select a.id into v_ap from public.accounts a where a.organization_id = v_org and a.system_key = 'accounts_payable';

  -- 1. Accounts. depth counts the new ancestors, so a parent is inserted before its children; a
  -- source cycle (no system writes one, a spreadsheet may) is broken at the category's root.
  with recursive chain (source_key, ancestor_key, depth) as (
    select a.source_key, a.parent_key, 0 from pg_temp.import_accounts a where a.action = 'create'
    union all
    select c.source_key, p.parent_key, c.depth + 1
    from chain c join pg_temp.import_accounts p on p.source_key = c.ancestor_key and p.action = 'create'
  ) cycle ancestor_key set in_cycle using path,
  depths as (select c.source_key, max(c.depth) as depth, bool_or(c.in_cycle) as in_cycle from chain c group by c.source_key)
  update pg_temp.import_accounts a set
    depth = d.depth,
    parent_id = coalesce(
      (select p.account_id from pg_temp.import_accounts p
       where not d.in_cycle and p.source_key = a.parent_key and p.source_key <> a.source_key and p.account_category = a.account_category),
      (select r.id from public.accounts r
       where r.organization_id = v_org and r.parent_id is null and r.is_placeholder and r.category = a.account_category
       order by r.code limit 1))
  from depths d
  where d.source_key = a.source_key and a.action = 'create';

  update pg_temp.import_accounts a set is_placeholder = true
  where a.action = 'create'
    and exists (select 1 from pg_temp.import_accounts c where c.action = 'create' and c.parent_id = a.new_id)
    and not exists (select 1 from pg_temp.import_tb t where t.account_id = a.new_id and t.amount <> 0)
    and not exists (select 1 from pg_temp.import_journal j where j.account_id = a.new_id and j.amount <> 0);

  insert into public.accounts (id, organization_id, code, name, parent_id, category, account_type_id, description, normal_balance,
                               is_placeholder, is_active, import_batch_id)
  select a.new_id, v_org, a.new_code, left(a.new_name, 200), a.parent_id, a.new_category,
         (select t.id from public.account_types t where t.organization_id = v_org and lower(t.name) = lower(coalesce(a.new_type,
            private.import_account_type(a.new_category, a.source_type, a.name)))),
         a.description,
         case when a.new_category = 'Assets' and private.import_normal_name(a.new_name) ~ '(^| )(accumulated|allowance)( |$)' then 'credit'
              else private.normal_balance_for(a.new_category) end,
         a.is_placeholder, a.is_active, p_batch.id
  from pg_temp.import_accounts a
  where a.action = 'create'
  order by a.depth, a.row_number;

  -- 2. Funds, projects and contacts.
  insert into public.funds (id, organization_id, name, restriction, purpose, import_batch_id)
  select d.new_id, v_org, left(d.new_name, 200), d.restriction, format('Brought in from %s', p_batch.source), p_batch.id
  from pg_temp.import_dimensions d where d.action = 'create' and d.target_type = 'fund'
  order by d.row_number;

  insert into public.projects (id, organization_id, name, status, import_batch_id)
  select d.new_id, v_org, left(d.new_name, 200), 'active', p_batch.id
  from pg_temp.import_dimensions d where d.action = 'create' and d.target_type = 'project'
  order by d.row_number;

  insert into public.donors (id, organization_id, name, email, phone, donor_type, address_line1, address_line2, city, region, postal_code, country, import_batch_id)
  select c.new_id, v_org, left(c.new_name, 200), c.email, c.phone,
         case when c.new_name ~* '\m(foundation|trust|endowment)\M' then 'foundation'
              when c.new_name ~* '\m(inc|llc|ltd|corp|corporation|company)\M' then 'corporation'
              when c.new_name ~* '\m(county|city of|state of|department|agency|government)\M' then 'government'
              else 'individual' end,
         left(c.address_line1, 200), left(c.address_line2, 200), left(c.city, 100), left(c.region, 100), left(c.postal_code, 20), left(c.country, 100), p_batch.id
  from pg_temp.import_contacts c where c.action = 'create' and c.target_type = 'donor'
  order by c.row_number;

  insert into public.customers (id, organization_id, name, email, phone, address, import_batch_id)
  select c.new_id, v_org, left(c.new_name, 200), c.email, c.phone,
         nullif(concat_ws(E'\n', c.address_line1, c.address_line2, nullif(concat_ws(', ', c.city, nullif(concat_ws(' ', c.region, c.postal_code), '')), ''), c.country), ''),
         p_batch.id
  from pg_temp.import_contacts c where c.action = 'create' and c.target_type = 'customer'
  order by c.row_number;

  insert into public.vendors (id, organization_id, name, email, phone, address, tax_id, is_1099, import_batch_id)
  select c.new_id, v_org, left(c.new_name, 200), c.email, c.phone,
         nullif(concat_ws(E'\n', c.address_line1, c.address_line2, nullif(concat_ws(', ', c.city, nullif(concat_ws(' ', c.region, c.postal_code), '')), ''), c.country), ''),
         left(c.tax_id, 20), c.is_1099, p_batch.id
  from pg_temp.import_contacts c where c.action = 'create' and c.target_type = 'vendor'
  order by c.row_number;

  -- 3. The lines of the batch's entries: the opening entry's per account, fund and project, with the
  -- open documents' receivable and payable moved to Conversion Clearing (role 'clearing'), and the
  -- history's as given; then one interfund line per entry and fund that does not balance.
  create temp table import_lines (
    entry_id uuid not null, account_id uuid, role text, fund_id uuid not null, project_id uuid, description text,
    amount numeric not null, sort bigint not null
  ) on commit drop;

  select coalesce(sum(d.open_balance) filter (where d.kind = 'invoice'), 0), coalesce(sum(d.open_balance) filter (where d.kind = 'bill'), 0)
    into v_invoices, v_bills
  from pg_temp.import_documents d;

  insert into pg_temp.import_lines (entry_id, account_id, role, fund_id, project_id, description, amount, sort)
  select v_opening, o.account_id, o.role, o.fund_id, o.project_id, o.description, o.amount,
         pg_catalog.row_number() over (order by o.role nulls first, a.code, o.fund_id, o.project_id nulls first)
  from (
    select x.account_id, x.role, x.fund_id, x.project_id, min(x.description) as description, sum(x.amount) as amount
    from (
      select t.account_id, null::text as role, t.fund_id, t.project_id, 'Opening balance' as description, t.amount from pg_temp.import_tb t
      union all select v_ar, null, v_general, null, 'Opening balance', -v_invoices where v_invoices <> 0
      union all select null, 'clearing', v_general, null, 'Open invoices brought in as documents', v_invoices where v_invoices <> 0
      union all select v_ap, null, v_general, null, 'Opening balance', v_bills where v_bills <> 0
      union all select null, 'clearing', v_general, null, 'Open bills brought in as documents', -v_bills where v_bills <> 0
    ) x
    group by x.account_id, x.role, x.fund_id, x.project_id
    having sum(x.amount) <> 0
  ) o
  left join public.accounts a on a.id = o.account_id;

  insert into pg_temp.import_lines (entry_id, account_id, role, fund_id, project_id, description, amount, sort)
  select e.entry_id, j.account_id, null, j.fund_id, j.project_id, coalesce(j.memo, j.contact_name), j.amount, j.row_number
  from pg_temp.import_journal j
  join pg_temp.import_entries e on e.entry_key = j.entry_key
  where j.amount <> 0;

  insert into pg_temp.import_lines (entry_id, account_id, role, fund_id, project_id, description, amount, sort)
  select l.entry_id, null, 'interfund', l.fund_id, null, 'Interfund balance', -sum(l.amount), 9000000000 + pg_catalog.row_number() over (partition by l.entry_id order by l.fund_id)
  from pg_temp.import_lines l
  group by l.entry_id, l.fund_id
  having sum(l.amount) <> 0;

  if exists (select 1 from pg_temp.import_lines l where l.role = 'clearing') then
    v_clearing := private.import_system_account(v_org, p_batch.id, 'conversion_clearing');
  end if;
  if exists (select 1 from pg_temp.import_lines l where l.role = 'interfund') then
    v_interfund := private.import_system_account(v_org, p_batch.id, 'interfund');
  end if;
  update pg_temp.import_lines l set account_id = case l.role when 'clearing' then v_clearing else v_interfund end where l.role is not null;
  analyze pg_temp.import_lines;

  insert into public.journal_entries (id, organization_id, entry_date, description, reference, status, source_type, source_id, import_batch_id)
  select v_opening, v_org, v_date, format('Opening balances from %s at %s', p_batch.source, v_date), 'Opening balances', 'posted', 'import', p_batch.id, p_batch.id
  where exists (select 1 from pg_temp.import_lines l where l.entry_id = v_opening)
  union all
  select e.entry_id, v_org, e.entry_date, e.description, e.reference, 'posted', 'import', p_batch.id, p_batch.id
  from pg_temp.import_entries e
  where e.lines > 0;

  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, description, debit, credit, line_number)
  select v_org, l.entry_id, l.account_id, l.fund_id, l.project_id, l.description, greatest(l.amount, 0), greatest(-l.amount, 0),
         pg_catalog.row_number() over (partition by l.entry_id order by l.sort)::smallint
  from pg_temp.import_lines l
  order by l.entry_id, l.sort;

  -- 4. The open documents: drafts with their one line, then issued (invoices) and approved (bills) in
  -- one update each, which posts them.
  if exists (select 1 from pg_temp.import_documents) then
    v_clearing := coalesce(v_clearing, private.import_system_account(v_org, p_batch.id, 'conversion_clearing'));
    insert into public.invoices (id, organization_id, invoice_number, customer_id, customer_name, customer_email, issue_date, due_date,
                                 status, fund_id, notes, import_batch_id)
    select d.doc_id, v_org, coalesce(d.number, ''), d.party_id, left(d.party_name, 200), d.party_email, d.doc_date,
           coalesce(d.due_date, d.doc_date + coalesce(v_terms, 30)), 'draft', v_general,
           private.import_document_note(p_batch.source, v_date, d.amount, d.open_balance), p_batch.id
    from pg_temp.import_documents d where d.kind = 'invoice'
    order by d.row_number;
    insert into public.invoice_lines (organization_id, invoice_id, description, quantity, unit_price, account_id, line_number, fund_id)
    select v_org, d.doc_id, format('Balance open at %s', v_date), 1, d.open_balance, v_clearing, 1, v_general
    from pg_temp.import_documents d where d.kind = 'invoice';
    update public.invoices i set status = 'sent' where i.import_batch_id = p_batch.id and i.status = 'draft';

    insert into public.bills (id, organization_id, bill_number, vendor_id, vendor_name, vendor_reference, bill_date, due_date,
                              status, fund_id, notes, import_batch_id)
    select d.doc_id, v_org, coalesce(d.number, ''), d.party_id, left(d.party_name, 200), d.number, d.doc_date,
           coalesce(d.due_date, d.doc_date + coalesce(v_terms, 30)), 'draft', v_general,
           private.import_document_note(p_batch.source, v_date, d.amount, d.open_balance), p_batch.id
    from pg_temp.import_documents d where d.kind = 'bill'
    order by d.row_number;
    insert into public.bill_lines (organization_id, bill_id, description, quantity, unit_price, account_id, line_number, fund_id)
    select v_org, d.doc_id, format('Balance open at %s', v_date), 1, d.open_balance, v_clearing, 1, v_general
    from pg_temp.import_documents d where d.kind = 'bill';
    update public.bills b set status = 'open' where b.import_batch_id = p_batch.id and b.status = 'draft';
  end if;

  perform set_config('missionbase.import_batch_id', '', true);
end;
$$;
revoke all on function private.import_write(p_batch public.import_batches) from public, anon, authenticated, service_role;
