-- The first step of a preview or a commit (private.import_run): reads the batch's staged rows and
-- mappings into temporary tables of the transaction (pg_temp.import_*, dropped at its end, or with
-- the preview's subtransaction), each row resolved to what it becomes in the books: the account, the
-- fund and project of every trial balance and journal line, the party of every open document, the
-- ids of what the commit creates. Set-based throughout: a few statements whatever the number of
-- rows. private.import_check reads these tables for problems, private.import_write writes from them.
create or replace function private.import_prepare(p_batch public.import_batches)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid := p_batch.organization_id;
  v_general uuid;
begin
  select s.default_fund_id into v_general from public.organization_settings s where s.organization_id = v_org;

  drop table if exists pg_temp.import_accounts, pg_temp.import_dimensions, pg_temp.import_contacts, pg_temp.import_tb,
    pg_temp.import_journal, pg_temp.import_entries, pg_temp.import_documents, pg_temp.import_problems,
    pg_temp.import_differences, pg_temp.import_lines, pg_temp.import_line_fields;

  create temp table import_problems (
    severity text not null, kind text, row_number integer, source_line integer, code text not null, message text not null
  ) on commit drop;
  create temp table import_differences (
    what text not null, account_code text, account_name text, fund_name text, party_name text,
    source_amount numeric, product_amount numeric, message text not null
  ) on commit drop;

  -- Source accounts with their mappings: account_id is the chart account each one posts to (the
  -- mapped one, or the new id of one to create).
  create temp table import_accounts on commit drop as
  select s.row_number, s.source_key, s.number, s.name, s.full_name, s.parent_key, s.source_type, s.category, s.is_active,
         s.description, s.copies,
         m.action, m.target_id, m.code as new_code, coalesce(m.name, s.name, s.source_key) as new_name,
         coalesce(m.category, s.category) as new_category, m.account_type as new_type,
         t.id as target_found, t.code as target_code, t.name as target_name, t.category as target_category,
         t.is_placeholder as target_placeholder, t.system_key as target_role,
         case when m.action = 'create' then gen_random_uuid() end as new_id,
         null::uuid as account_id, null::text as account_category, null::uuid as parent_id, 0 as depth, false as is_placeholder
  from private.import_source_accounts(p_batch.id) s
  left join public.import_mappings m on m.batch_id = p_batch.id and m.kind = 'account' and m.source_key = s.source_key
  left join public.accounts t on t.id = m.target_id and t.organization_id = v_org;
  update pg_temp.import_accounts a set
    account_id = case when a.action = 'existing' then a.target_found when a.action = 'create' then a.new_id end,
    account_category = case when a.action = 'existing' then a.target_category when a.action = 'create' then a.new_category end;
  create index on pg_temp.import_accounts (source_key);
  analyze pg_temp.import_accounts;

  -- Dimensions: the fund and the project their lines go to. Lines of a project go to the project's
  -- fund (else the general fund); lines of a dimension left out, to the general fund.
  create temp table import_dimensions on commit drop as
  select s.row_number, s.source_key, s.kind, s.name, s.copies,
         m.action, m.target_type, m.target_id, coalesce(m.name, s.name, s.source_key) as new_name,
         coalesce(m.restriction, private.import_fund_restriction(s.kind, s.name), 'without_donor_restrictions') as restriction,
         f.id as fund_found, f.name as fund_name, p.id as project_found, p.fund_id as project_fund,
         case when m.action = 'create' then gen_random_uuid() end as new_id,
         null::uuid as fund_id, null::uuid as project_id
  from private.import_source_dimensions(p_batch.id) s
  left join public.import_mappings m on m.batch_id = p_batch.id and m.kind = 'dimension' and m.source_key = s.source_key
  left join public.funds f on m.target_type = 'fund' and f.id = m.target_id and f.organization_id = v_org
  left join public.projects p on m.target_type = 'project' and p.id = m.target_id and p.organization_id = v_org;
  update pg_temp.import_dimensions d set
    fund_id = case when d.action = 'ignore' then v_general
                   when d.target_type = 'fund' then coalesce(d.fund_found, d.new_id)
                   when d.target_type = 'project' and (d.project_found is not null or d.action = 'create') then coalesce(d.project_fund, v_general) end,
    project_id = case when d.action <> 'ignore' and d.target_type = 'project' then coalesce(d.project_found, d.new_id) end;
  create index on pg_temp.import_dimensions (source_key);
  analyze pg_temp.import_dimensions;

  -- Contacts: party_id is the donor, customer or vendor each one is (mapped or new).
  create temp table import_contacts on commit drop as
  select s.row_number, s.source_key, s.kind, s.name, s.email, s.phone, s.address_line1, s.address_line2, s.city, s.region,
         s.postal_code, s.country, s.tax_id, s.is_1099, s.copies,
         m.action, m.target_type, m.target_id, coalesce(m.name, s.name, s.source_key) as new_name,
         coalesce(d.id, c.id, v.id) as target_found, coalesce(d.name, c.name, v.name) as target_name,
         coalesce(d.email, c.email, v.email) as target_email,
         case when m.action = 'create' then gen_random_uuid() end as new_id,
         null::uuid as party_id
  from private.import_source_contacts(p_batch.id) s
  left join public.import_mappings m on m.batch_id = p_batch.id and m.kind = 'contact' and m.source_key = s.source_key
  left join public.donors d on m.target_type = 'donor' and d.id = m.target_id and d.organization_id = v_org
  left join public.customers c on m.target_type = 'customer' and c.id = m.target_id and c.organization_id = v_org
  left join public.vendors v on m.target_type = 'vendor' and v.id = m.target_id and v.organization_id = v_org;
  update pg_temp.import_contacts c set party_id = case when c.action = 'existing' then c.target_found when c.action = 'create' then c.new_id end;
  create index on pg_temp.import_contacts (source_key);
  analyze pg_temp.import_contacts;

  -- The trial balance's lines and the history's, amount = debit - credit (null when either is not an
  -- amount). The fields are read out of the rows first, so the joins to the mapped accounts, classes
  -- and contacts are hash joins on plain columns whatever the number of rows.
  create temp table import_line_fields on commit drop as
  select r.kind, r.row_number, private.import_line_number(r.data ->> 'source_line') as source_line,
         nullif(btrim(r.data ->> 'as_of'), '') as as_of_text,
         nullif(btrim(r.data ->> 'entry_key'), '') as entry_key,
         nullif(btrim(r.data ->> 'date'), '') as date_text,
         nullif(btrim(r.data ->> 'account_key'), '') as account_key,
         nullif(btrim(r.data ->> 'dimension_key'), '') as dimension_key,
         nullif(btrim(r.data ->> 'contact_key'), '') as contact_key,
         nullif(btrim(r.data ->> 'memo'), '') as memo,
         nullif(btrim(r.data ->> 'reference'), '') as reference,
         r.data ->> 'debit' as debit_text, r.data ->> 'credit' as credit_text
  from public.import_rows r
  where r.batch_id = p_batch.id and r.kind in ('trial_balance', 'journal');
  analyze pg_temp.import_line_fields;

  create temp table import_tb on commit drop as
  select t.row_number, t.source_line, t.as_of_text, private.import_iso_date(t.as_of_text) as as_of,
         t.account_key, t.dimension_key, t.debit_text, t.credit_text,
         private.import_amount(t.debit_text) - private.import_amount(t.credit_text) as amount,
         a.source_key is not null as account_known, a.account_id, a.account_category,
         d.source_key is not null as dimension_known,
         case when t.dimension_key is null then v_general else d.fund_id end as fund_id,
         d.project_id
  from pg_temp.import_line_fields t
  left join pg_temp.import_accounts a on a.source_key = t.account_key
  left join pg_temp.import_dimensions d on d.source_key = t.dimension_key
  where t.kind = 'trial_balance';
  analyze pg_temp.import_tb;

  -- The history's lines, as the trial balance's, with the entry each belongs to.
  create temp table import_journal on commit drop as
  select j.row_number, j.source_line, j.entry_key, j.date_text, private.import_iso_date(j.date_text) as entry_date,
         j.account_key, j.dimension_key, j.memo, j.reference, j.debit_text, j.credit_text,
         private.import_amount(j.debit_text) - private.import_amount(j.credit_text) as amount,
         a.source_key is not null as account_known, a.account_id, a.account_category,
         d.source_key is not null as dimension_known,
         case when j.dimension_key is null then v_general else d.fund_id end as fund_id,
         d.project_id,
         coalesce(c.target_name, c.name) as contact_name
  from pg_temp.import_line_fields j
  left join pg_temp.import_accounts a on a.source_key = j.account_key
  left join pg_temp.import_dimensions d on d.source_key = j.dimension_key
  left join pg_temp.import_contacts c on c.source_key = j.contact_key
  where j.kind = 'journal';
  create index on pg_temp.import_journal (entry_key, row_number);
  analyze pg_temp.import_journal;
  drop table pg_temp.import_line_fields;

  -- One row per source entry: its id in the ledger, its date (the first; dates counts the distinct
  -- ones), totals and the words its ledger entry gets.
  create temp table import_entries on commit drop as
  select j.entry_key, gen_random_uuid() as entry_id,
         min(j.entry_date) as entry_date, count(distinct j.entry_date) as dates, count(*) filter (where j.entry_date is null) as undated,
         sum(j.amount) as balance, coalesce(sum(greatest(j.amount, 0)), 0) as debit, coalesce(sum(greatest(-j.amount, 0)), 0) as credit,
         count(*) filter (where j.amount <> 0) as lines, count(*) filter (where j.amount is null) as bad_amounts,
         min(j.row_number) as first_row,
         (array_agg(j.source_line order by j.row_number))[1] as first_line,
         left(coalesce((array_agg(j.memo order by j.row_number) filter (where j.memo is not null))[1],
                       (array_agg(j.contact_name order by j.row_number) filter (where j.contact_name is not null))[1],
                       'Imported entry ' || j.entry_key), 500) as description,
         left((array_agg(j.reference order by j.row_number) filter (where j.reference is not null))[1], 200) as reference
  from pg_temp.import_journal j
  where j.entry_key is not null
  group by j.entry_key;
  create index on pg_temp.import_entries (entry_key);
  analyze pg_temp.import_entries;

  -- The open documents, each with its party (the mapped or new customer or vendor) and its id.
  create temp table import_documents on commit drop as
  select r.row_number, private.import_line_number(r.data ->> 'source_line') as source_line,
         lower(nullif(btrim(r.data ->> 'kind'), '')) as kind,
         nullif(btrim(r.data ->> 'contact_key'), '') as contact_key,
         left(nullif(btrim(r.data ->> 'number'), ''), 100) as number,
         nullif(btrim(r.data ->> 'date'), '') as date_text, private.import_iso_date(btrim(r.data ->> 'date')) as doc_date,
         nullif(btrim(r.data ->> 'due_date'), '') as due_text, private.import_iso_date(btrim(r.data ->> 'due_date')) as due_date,
         r.data ->> 'amount' as amount_text, private.import_amount(r.data ->> 'amount') as amount,
         r.data ->> 'open_balance' as open_text, private.import_amount(r.data ->> 'open_balance') as open_balance,
         c.source_key is not null as contact_known, c.action as contact_action, c.target_type as party_type, c.party_id,
         coalesce(c.target_name, c.new_name) as party_name, coalesce(c.target_email, c.email) as party_email,
         gen_random_uuid() as doc_id,
         count(*) over (partition by lower(nullif(btrim(r.data ->> 'kind'), '')), nullif(btrim(r.data ->> 'number'), '')) as number_copies
  from public.import_rows r
  left join pg_temp.import_contacts c on c.source_key = nullif(btrim(r.data ->> 'contact_key'), '')
  where r.batch_id = p_batch.id and r.kind = 'open_documents';
  analyze pg_temp.import_documents;
end;
$$;
revoke all on function private.import_prepare(p_batch public.import_batches) from public, anon, authenticated, service_role;
