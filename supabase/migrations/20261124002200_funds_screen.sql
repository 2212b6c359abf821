-- The Funds screen's database side: funds with their balance (net assets by fund), a fund's
-- activity (its posted ledger lines, paged), releases from donor restriction, and the writes.
--
-- Releases from restriction (ASU 2016-14). Until now the ledger had no way to say that a
-- restricted gift's purpose or time was met. A release is a reclassification between net asset
-- classes, posted as one balanced entry that also balances within each fund (funds here are
-- self-balancing):
--     restricted fund:    debit  4900 Net Assets Released from Restrictions   X
--                         credit cash (the organization's cash account)       X
--     unrestricted fund:  debit  cash                                          X
--                         credit 4900 Net Assets Released from Restrictions   X
-- The release account (system key 'released_from_restriction', category Revenue) therefore nets
-- to zero for the organization (total revenue is unchanged) while the restricted fund's net
-- assets fall by X and the unrestricted fund's rise by X; the cash follows the money to the fund
-- that will spend it, where the expense is then recorded. This is the "net assets released from
-- restrictions" line of the statement of activities, reported as a decrease in the with-donor-
-- restrictions column and an increase in the without-donor-restrictions column.
-- "Released" for a restricted fund = its debits minus credits on that account (a reversed release
-- counts back). A bookkeeper may also key a release by hand in a journal entry on the same account.

-- The release account for every organization (new ones get it from the default chart below).
insert into public.accounts (organization_id, code, name, parent_id, category, account_type_id, system_key, description, normal_balance)
select o.id,
       case when exists (select 1 from public.accounts x where x.organization_id = o.id and x.code = '4900') then '4990' else '4900' end,
       'Net Assets Released from Restrictions',
       (select p.id from public.accounts p where p.organization_id = o.id and p.code = '4000' and p.category = 'Revenue'),
       'Revenue',
       (select t.id from public.account_types t where t.organization_id = o.id and t.name = 'Other Revenue'),
       'released_from_restriction',
       'Reclassification of donor-restricted net assets whose purpose or time restriction has been met (ASU 2016-14): a debit in the restricted fund, a credit in the fund that spends it.',
       'credit'
from public.organizations o
where not exists (select 1 from public.accounts a where a.organization_id = o.id and a.system_key = 'released_from_restriction');

create or replace function private.default_chart()
returns table (code text, name text, parent_code text, category text, type_name text, system_key text, is_placeholder boolean, description text)
language sql
immutable
set search_path = ''
as $$
  values
    ('1000', 'Assets', null, 'Assets', null, null, true, 'Everything the organization owns or is owed.'),
    ('1010', 'Cash - Operating', '1000', 'Assets', 'Bank', 'cash', false, 'Main checking account used for day-to-day receipts and payments.'),
    ('1020', 'Savings', '1000', 'Assets', 'Bank', 'savings', false, 'Interest-bearing savings and reserve accounts.'),
    ('1100', 'Accounts Receivable', '1000', 'Assets', 'Receivable', 'accounts_receivable', false, 'Amounts invoiced to customers and not yet collected.'),
    ('1200', 'Pledges Receivable', '1000', 'Assets', 'Receivable', 'pledges_receivable', false, 'Unconditional promises to give not yet received.'),
    ('1300', 'Inventory', '1000', 'Assets', 'Inventory', 'inventory', false, 'Goods held for distribution, purchased or donated.'),
    ('1400', 'Prepaid Expenses', '1000', 'Assets', 'Prepaid', 'prepaid', false, 'Expenses paid in advance (insurance, rent deposits).'),
    ('1500', 'Equipment', '1000', 'Assets', 'Fixed Asset', 'equipment', false, 'Vehicles, furniture, computers and other equipment at cost.'),
    ('1590', 'Accumulated Depreciation', '1000', 'Assets', 'Fixed Asset', 'accumulated_depreciation', false, 'Contra-asset: depreciation recorded to date.'),
    ('1999', 'Uncategorized Asset', '1000', 'Assets', 'Other Asset', 'uncategorized_asset', false, 'Holding account for asset purchases not yet classified.'),
    ('2000', 'Liabilities', null, 'Liabilities', null, null, true, 'Everything the organization owes.'),
    ('2010', 'Accounts Payable', '2000', 'Liabilities', 'Payable', 'accounts_payable', false, 'Vendor bills approved and not yet paid.'),
    ('2100', 'Accrued Payroll Liabilities', '2000', 'Liabilities', 'Accrued Liability', 'accrued_payroll', false, 'Withholdings, payroll taxes and benefits owed.'),
    ('2200', 'Deferred Revenue', '2000', 'Liabilities', 'Deferred Revenue', 'deferred_revenue', false, 'Payments received for services not yet delivered.'),
    ('2300', 'Loans Payable', '2000', 'Liabilities', 'Long-term Liability', 'loans_payable', false, 'Notes and loans payable.'),
    ('2999', 'Uncategorized Liability', '2000', 'Liabilities', 'Other Liability', 'uncategorized_liability', false, 'Holding account for liabilities not yet classified.'),
    ('3000', 'Net Assets', null, 'Net Assets', null, null, true, 'Net assets by donor restriction (ASU 2016-14).'),
    ('3100', 'Net Assets Without Donor Restrictions', '3000', 'Net Assets', 'Net Assets', 'net_assets_without', false, 'Net assets available for general use.'),
    ('3200', 'Net Assets With Donor Restrictions', '3000', 'Net Assets', 'Net Assets', 'net_assets_with', false, 'Net assets restricted by donors by purpose or time.'),
    ('4000', 'Revenue', null, 'Revenue', null, null, true, 'Support and revenue.'),
    ('4010', 'Contributions', '4000', 'Revenue', 'Contributions', 'contributions', false, 'Gifts from individuals, businesses and foundations.'),
    ('4100', 'Grants', '4000', 'Revenue', 'Grants', 'grants', false, 'Foundation and government grants.'),
    ('4200', 'Program Service Fees', '4000', 'Revenue', 'Earned Revenue', 'program_fees', false, 'Fees earned by delivering programs and services.'),
    ('4300', 'Special Events', '4000', 'Revenue', 'Contributions', 'special_events', false, 'Proceeds of fundraising events.'),
    ('4400', 'In-kind Contributions', '4000', 'Revenue', 'Contributions', 'in_kind_contributions', false, 'Donated goods and services at fair value.'),
    ('4500', 'Investment Income', '4000', 'Revenue', 'Other Revenue', 'investment_income', false, 'Interest and dividends.'),
    ('4900', 'Net Assets Released from Restrictions', '4000', 'Revenue', 'Other Revenue', 'released_from_restriction', false, 'Reclassification of donor-restricted net assets whose purpose or time restriction has been met (ASU 2016-14): a debit in the restricted fund, a credit in the fund that spends it.'),
    ('4999', 'Uncategorized Income', '4000', 'Revenue', 'Other Revenue', 'uncategorized_income', false, 'Holding account for income not yet classified.'),
    ('5000', 'Expenses', null, 'Expenses', null, null, true, 'Program, management and fundraising expenses.'),
    ('5100', 'Salaries & Wages', '5000', 'Expenses', 'Personnel', 'salaries', false, 'Gross pay of employees.'),
    ('5200', 'Payroll Taxes', '5000', 'Expenses', 'Personnel', 'payroll_taxes', false, 'Employer share of payroll taxes.'),
    ('5300', 'Employee Benefits', '5000', 'Expenses', 'Personnel', 'benefits', false, 'Health insurance, retirement and other benefits.'),
    ('6100', 'Rent', '5000', 'Expenses', 'Occupancy', 'rent', false, 'Rent of offices and warehouses.'),
    ('6200', 'Utilities', '5000', 'Expenses', 'Occupancy', 'utilities', false, 'Electricity, water, heating, internet and phone.'),
    ('6300', 'Supplies', '5000', 'Expenses', 'Administrative', 'supplies', false, 'Office and program supplies.'),
    ('6400', 'Food Purchases', '5000', 'Expenses', 'Program', 'food_purchases', false, 'Food bought for distribution.'),
    ('6500', 'Travel', '5000', 'Expenses', 'Administrative', 'travel', false, 'Mileage, fuel, lodging and fares.'),
    ('6600', 'Professional Fees', '5000', 'Expenses', 'Administrative', 'professional_fees', false, 'Accounting, legal and consulting fees.'),
    ('6700', 'Insurance', '5000', 'Expenses', 'Administrative', 'insurance', false, 'Liability, property and vehicle insurance.'),
    ('6800', 'Depreciation', '5000', 'Expenses', 'Administrative', 'depreciation', false, 'Depreciation of equipment.'),
    ('9999', 'Uncategorized Expense', '5000', 'Expenses', 'Other Expense', 'uncategorized_expense', false, 'Holding account for expenses not yet classified.')
$$;

-- Net assets of each fund as of a date: credits minus debits on the Net Assets, Revenue and
-- Expenses accounts (the dashboard's formula), from the daily totals.
create or replace function private.fund_balances(p_org uuid, p_as_of date)
returns table (fund_id uuid, balance numeric, released numeric, line_count bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select d.fund_id,
         coalesce(sum(d.credit - d.debit) filter (where a.category in ('Net Assets', 'Revenue', 'Expenses')), 0),
         coalesce(sum(d.debit - d.credit) filter (where a.system_key = 'released_from_restriction'), 0),
         sum(d.line_count)::bigint
  from private.ledger_daily_totals d
  join public.accounts a on a.id = d.account_id
  where d.organization_id = p_org and d.entry_date <= p_as_of
  group by d.fund_id
$$;

-- RPC: every fund with its balance as of p_as_of (default today). released: for a fund with donor
-- restrictions, what has been released from restriction (0 for funds without).
create or replace function public.get_funds(p_organization_id uuid, p_as_of date default null)
returns table (
  id uuid,
  name text,
  code text,
  restriction text,
  purpose text,
  description text,
  is_active boolean,
  is_default boolean,
  balance numeric,
  released numeric,
  line_count bigint,
  project_count integer,
  updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_as_of date;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  v_as_of := coalesce(p_as_of, private.today_for_organization(p_organization_id));
  return query
    select f.id, f.name, f.code, f.restriction, f.purpose, f.description, f.is_active,
           f.id = s.default_fund_id,
           coalesce(b.balance, 0)::numeric,
           (case when f.restriction = 'with_donor_restrictions' then coalesce(b.released, 0) else 0 end)::numeric,
           coalesce(b.line_count, 0)::bigint,
           (select count(*)::int from public.projects p where p.fund_id = f.id),
           f.updated_at
    from public.funds f
    left join public.organization_settings s on s.organization_id = f.organization_id
    left join private.fund_balances(p_organization_id, v_as_of) b on b.fund_id = f.id
    where f.organization_id = p_organization_id
    order by f.is_active desc, f.name;
end;
$$;

-- RPC: one fund with its balance, totals and releases (the newest 200 release entries).
create or replace function public.get_fund(p_fund_id uuid, p_as_of date default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_fund public.funds;
  v_as_of date;
  v_release_account uuid;
begin
  select * into v_fund from public.funds f where f.id = p_fund_id;
  if not found or not public.is_org_member(v_fund.organization_id) then
    raise exception 'Fund not found' using errcode = 'P0002';
  end if;
  v_as_of := coalesce(p_as_of, private.today_for_organization(v_fund.organization_id));
  -- The release account's lines are few: found through the (organization, account) index.
  select a.id into v_release_account from public.accounts a
  where a.organization_id = v_fund.organization_id and a.system_key = 'released_from_restriction';
  return (
    select json_build_object(
      'id', v_fund.id, 'name', v_fund.name, 'code', v_fund.code, 'restriction', v_fund.restriction,
      'purpose', v_fund.purpose, 'description', v_fund.description, 'is_active', v_fund.is_active,
      'is_default', v_fund.id = (select s.default_fund_id from public.organization_settings s where s.organization_id = v_fund.organization_id),
      'as_of', v_as_of,
      'balance', coalesce(b.balance, 0),
      'released', case when v_fund.restriction = 'with_donor_restrictions' then coalesce(b.released, 0) else 0 end,
      'line_count', coalesce(b.line_count, 0),
      'releases', case when v_fund.restriction = 'with_donor_restrictions' then coalesce((
        select json_agg(r order by r.entry_date desc, r.created_at desc) from (
          select e.id as journal_entry_id, e.entry_date, e.description, e.reference, e.created_at, e.source_type,
                 sum(l.debit - l.credit) as amount
          from public.journal_entry_lines l
          join public.journal_entries e on e.id = l.journal_entry_id
          where l.organization_id = v_fund.organization_id and l.account_id = v_release_account and l.fund_id = v_fund.id
            and e.status = 'posted' and e.entry_date <= v_as_of
          group by e.id, e.entry_date, e.description, e.reference, e.created_at, e.source_type
          order by e.entry_date desc, e.created_at desc
          limit 200) r), '[]'::json) else '[]'::json end)
    from (select 1) one
    left join private.fund_balances(v_fund.organization_id, v_as_of) b on b.fund_id = v_fund.id
  );
end;
$$;

-- RPC: one page of a fund's activity: its posted ledger lines, newest first, optionally within
-- dates. total and the debit/credit totals come from the daily totals (exact: posted lines never
-- change), so the count costs nothing at a million lines; the page itself walks the entries by
-- date (the journal_entries date index) and picks this fund's lines through the (entry, fund)
-- index: the newest pages of a large fund stop after a page's worth of entries.
create or replace function public.get_fund_activity(
  p_fund_id uuid,
  p_from date default null,
  p_to date default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_fund public.funds;
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_total bigint;
  v_debit numeric;
  v_credit numeric;
begin
  select * into v_fund from public.funds f where f.id = p_fund_id;
  if not found or not public.is_org_member(v_fund.organization_id) then
    raise exception 'Fund not found' using errcode = 'P0002';
  end if;
  select coalesce(sum(d.line_count), 0), coalesce(sum(d.debit), 0), coalesce(sum(d.credit), 0)
    into v_total, v_debit, v_credit
  from private.ledger_daily_totals d
  where d.organization_id = v_fund.organization_id and d.fund_id = p_fund_id
    and (p_from is null or d.entry_date >= p_from) and (p_to is null or d.entry_date <= p_to);
  return json_build_object(
    'total', v_total,
    'limit', v_limit,
    'offset', v_offset,
    'totals', json_build_object('debit', v_debit, 'credit', v_credit),
    'rows', coalesce((
      select json_agg(r order by r.entry_date desc, r.created_at desc, r.journal_entry_id, r.line_number) from (
        select l.id, l.journal_entry_id, e.entry_date, e.created_at, e.description as entry_description, e.reference,
               e.source_type, e.source_id, l.line_number, l.description, l.debit, l.credit,
               l.account_id, a.code as account_code, a.name as account_name, a.category as account_category,
               a.system_key = 'released_from_restriction' as is_release,
               l.project_id, p.name as project_name
        from public.journal_entries e
        join public.journal_entry_lines l on l.journal_entry_id = e.id and l.fund_id = p_fund_id
        join public.accounts a on a.id = l.account_id
        left join public.projects p on p.id = l.project_id
        where e.organization_id = v_fund.organization_id and e.status = 'posted'
          and (p_from is null or e.entry_date >= p_from) and (p_to is null or e.entry_date <= p_to)
        order by e.entry_date desc, e.created_at desc, e.id, l.line_number
        limit v_limit offset v_offset) r), '[]'::json));
end;
$$;

-- Checks a fund's fields; raises in plain words.
create or replace function private.check_fund_fields(p_org uuid, p_fund_id uuid, p_name text, p_code text, p_restriction text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_name is null or length(btrim(p_name)) = 0 then
    raise exception 'A fund needs a name' using errcode = 'P0001';
  end if;
  if length(btrim(p_name)) > 200 then
    raise exception 'A fund name is at most 200 characters' using errcode = 'P0001';
  end if;
  if p_code is not null and length(btrim(p_code)) > 20 then
    raise exception 'A fund code is at most 20 characters' using errcode = 'P0001';
  end if;
  if p_restriction is null or p_restriction not in ('without_donor_restrictions', 'with_donor_restrictions') then
    raise exception 'Choose a restriction: without donor restrictions or with donor restrictions' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.funds f where f.organization_id = p_org and lower(f.name) = lower(btrim(p_name)) and f.id is distinct from p_fund_id) then
    raise exception 'A fund named "%" already exists', btrim(p_name) using errcode = 'P0001';
  end if;
  if nullif(btrim(coalesce(p_code, '')), '') is not null
     and exists (select 1 from public.funds f where f.organization_id = p_org and f.code = btrim(p_code) and f.id is distinct from p_fund_id) then
    raise exception 'Fund code % is already used by another fund', btrim(p_code) using errcode = 'P0001';
  end if;
end;
$$;

-- Owners and admins manage funds (as the funds table's policies).
create or replace function private.assert_can_manage_funds(p_org uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_org is null or not public.is_org_member(p_org) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if not public.has_org_role(p_org, array['owner', 'admin']) then
    raise exception 'Only owners and admins can add or change funds' using errcode = '42501';
  end if;
end;
$$;

-- RPC: adds a fund.
create or replace function public.create_fund(
  p_organization_id uuid,
  p_name text,
  p_restriction text default 'without_donor_restrictions',
  p_code text default null,
  p_purpose text default null,
  p_description text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  perform private.assert_can_manage_funds(p_organization_id);
  perform private.check_fund_fields(p_organization_id, null, p_name, p_code, p_restriction);
  begin
    insert into public.funds (organization_id, name, code, restriction, purpose, description)
    values (p_organization_id, btrim(p_name), nullif(btrim(coalesce(p_code, '')), ''), p_restriction,
            nullif(btrim(coalesce(p_purpose, '')), ''), nullif(btrim(coalesce(p_description, '')), ''))
    returning funds.id into v_id;
  exception when unique_violation then
    raise exception 'A fund named "%" already exists', btrim(p_name) using errcode = 'P0001';
  end;
  return v_id;
end;
$$;

-- RPC: changes a fund. Its restriction cannot change once it has ledger lines (that would move
-- past gifts between net asset classes: post a release instead); the general fund and a fund with
-- a balance cannot be deactivated.
create or replace function public.update_fund(
  p_fund_id uuid,
  p_name text,
  p_restriction text,
  p_code text default null,
  p_purpose text default null,
  p_description text default null,
  p_is_active boolean default true
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.funds;
  v_balance numeric;
begin
  select * into v_old from public.funds f where f.id = p_fund_id;
  if not found or not public.is_org_member(v_old.organization_id) then
    raise exception 'Fund not found' using errcode = 'P0002';
  end if;
  perform private.assert_can_manage_funds(v_old.organization_id);
  perform private.check_fund_fields(v_old.organization_id, p_fund_id, p_name, p_code, p_restriction);
  if p_restriction <> v_old.restriction
     and (exists (select 1 from public.journal_entry_lines l where l.organization_id = v_old.organization_id and l.fund_id = p_fund_id)
          or exists (select 1 from public.donations d where d.fund_id = p_fund_id)) then
    raise exception 'Fund "%" already has postings, so its restriction cannot change; release or reclassify its net assets with a journal entry instead', v_old.name using errcode = 'P0001';
  end if;
  if not coalesce(p_is_active, true) and v_old.is_active then
    if exists (select 1 from public.organization_settings s where s.organization_id = v_old.organization_id and s.default_fund_id = p_fund_id) then
      raise exception 'Fund "%" is the organization''s general fund and cannot be deactivated', v_old.name using errcode = 'P0001';
    end if;
    select coalesce(sum(b.balance), 0) into v_balance from private.fund_balances(v_old.organization_id, 'infinity'::date) b where b.fund_id = p_fund_id;
    if v_balance <> 0 then
      raise exception 'Fund "%" still has a balance of %; release or transfer it before deactivating', v_old.name, v_balance using errcode = 'P0001';
    end if;
  end if;
  begin
    update public.funds f set
      name = btrim(p_name),
      code = nullif(btrim(coalesce(p_code, '')), ''),
      restriction = p_restriction,
      purpose = nullif(btrim(coalesce(p_purpose, '')), ''),
      description = nullif(btrim(coalesce(p_description, '')), ''),
      is_active = coalesce(p_is_active, true)
    where f.id = p_fund_id;
  exception when unique_violation then
    raise exception 'A fund named "%" already exists', btrim(p_name) using errcode = 'P0001';
  end;
  return p_fund_id;
end;
$$;

-- RPC: releases p_amount of a donor-restricted fund's net assets to a fund without donor
-- restrictions (default: the general fund), dated p_date; the entry is described at the top of
-- this file. Refused beyond what the fund holds on that date. Returns the journal entry's id.
create or replace function public.release_fund_restriction(
  p_fund_id uuid,
  p_amount numeric,
  p_date date default null,
  p_description text default null,
  p_to_fund_id uuid default null,
  p_project_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fund public.funds;
  v_to public.funds;
  v_date date;
  v_release uuid;
  v_cash uuid;
  v_available numeric;
begin
  select * into v_fund from public.funds f where f.id = p_fund_id;
  if not found or not public.is_org_member(v_fund.organization_id) then
    raise exception 'Fund not found' using errcode = 'P0002';
  end if;
  perform private.assert_can_edit_ledger(v_fund.organization_id, 'the ledger');
  if v_fund.restriction <> 'with_donor_restrictions' then
    raise exception 'Fund "%" has no donor restrictions to release', v_fund.name using errcode = 'P0001';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount <> round(p_amount, 2) then
    raise exception 'The amount to release must be positive, in cents at most' using errcode = 'P0001';
  end if;
  select * into v_to from public.funds f
  where f.id = coalesce(p_to_fund_id, private.default_fund(v_fund.organization_id)) and f.organization_id = v_fund.organization_id;
  if not found then
    raise exception 'The fund to release to was not found' using errcode = 'P0002';
  end if;
  if v_to.restriction <> 'without_donor_restrictions' then
    raise exception 'Net assets are released to a fund without donor restrictions, and "%" has them', v_to.name using errcode = 'P0001';
  end if;
  v_date := coalesce(p_date, private.today_for_organization(v_fund.organization_id));
  select coalesce(sum(b.balance), 0) into v_available from private.fund_balances(v_fund.organization_id, v_date) b where b.fund_id = p_fund_id;
  if p_amount > v_available then
    raise exception 'Fund "%" holds % on %; you cannot release %', v_fund.name, v_available, v_date, p_amount using errcode = 'P0001';
  end if;
  v_release := private.system_account(v_fund.organization_id, 'released_from_restriction');
  v_cash := private.cash_account(v_fund.organization_id);
  return private.post_entry(v_fund.organization_id, v_date,
    coalesce(nullif(btrim(coalesce(p_description, '')), ''), 'Released from restriction: ' || v_fund.name), 'manual', null,
    jsonb_build_array(
      jsonb_build_object('account_id', v_release, 'fund_id', v_fund.id, 'project_id', p_project_id, 'debit', p_amount, 'description', 'Restriction met'),
      jsonb_build_object('account_id', v_cash, 'fund_id', v_fund.id, 'project_id', p_project_id, 'credit', p_amount, 'description', 'Cash to ' || v_to.name),
      jsonb_build_object('account_id', v_cash, 'fund_id', v_to.id, 'project_id', p_project_id, 'debit', p_amount, 'description', 'Cash from ' || v_fund.name),
      jsonb_build_object('account_id', v_release, 'fund_id', v_to.id, 'project_id', p_project_id, 'credit', p_amount, 'description', 'Released from ' || v_fund.name)));
end;
$$;

revoke execute on function private.fund_balances(uuid, date) from public;
revoke execute on function private.check_fund_fields(uuid, uuid, text, text, text) from public;
revoke execute on function private.assert_can_manage_funds(uuid) from public;
revoke execute on function public.get_funds(uuid, date) from public, anon;
revoke execute on function public.get_fund(uuid, date) from public, anon;
revoke execute on function public.get_fund_activity(uuid, date, date, integer, integer) from public, anon;
revoke execute on function public.create_fund(uuid, text, text, text, text, text) from public, anon;
revoke execute on function public.update_fund(uuid, text, text, text, text, text, boolean) from public, anon;
revoke execute on function public.release_fund_restriction(uuid, numeric, date, text, uuid, uuid) from public, anon;
grant execute on function public.get_funds(uuid, date) to authenticated, service_role;
grant execute on function public.get_fund(uuid, date) to authenticated, service_role;
grant execute on function public.get_fund_activity(uuid, date, date, integer, integer) to authenticated, service_role;
grant execute on function public.create_fund(uuid, text, text, text, text, text) to authenticated, service_role;
grant execute on function public.update_fund(uuid, text, text, text, text, text, boolean) to authenticated, service_role;
grant execute on function public.release_fund_restriction(uuid, numeric, date, text, uuid, uuid) to authenticated, service_role;
