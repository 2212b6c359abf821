-- The Chart of Accounts screen's database side: the tree with every account's balance in one
-- query (read from the ledger's kept daily totals, never from documents), and the writes the
-- screen makes (add, edit, deactivate, delete) as functions that apply the chart's rules and
-- refuse in plain words (duplicate code, an account with postings, a system account ...).
--
-- The writes are SECURITY DEFINER with an explicit role check (owners, admins and members, as the
-- accounts table's policies) so that a refusal reads "Viewers cannot change the chart of accounts"
-- rather than a policy violation, and a unique or foreign key violation becomes a sentence.
-- Triggers (the account checks, the audit log, the trial write guard, the period-lock rules) apply
-- to these writes exactly as to any other.
--
-- The refusals of these screens' functions (here and in 20261124002200/002300) are raised with
-- SQLSTATE P0001 (raise_exception): each message is a sentence written for the user, and the UI
-- shows a P0001 message as it is, while it words constraint codes (23505, 23514 ...) generically.

-- Today in the organization's time zone (an unknown zone name falls back to UTC), as the dashboard.
create or replace function private.today_for_organization(p_org uuid)
returns date
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_zone text;
begin
  select s.time_zone into v_zone from public.organization_settings s where s.organization_id = p_org;
  begin
    return (now() at time zone coalesce(v_zone, 'UTC'))::date;
  exception when others then
    return (now() at time zone 'UTC')::date;
  end;
end;
$$;

-- The roles (system keys) the database's automatic postings look accounts up by: documents,
-- transactions without an account, releases. Such an account cannot be deactivated, deleted,
-- turned into a placeholder or moved to another category. The other keys of the default chart
-- ('travel', 'rent' ...) only name the account and restrict nothing.
create or replace function private.is_posting_role(p_system_key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_system_key in (
    'cash', 'accounts_receivable', 'pledges_receivable', 'inventory', 'accounts_payable', 'accrued_payroll',
    'deferred_revenue', 'contributions', 'grants', 'in_kind_contributions', 'salaries', 'payroll_taxes', 'benefits',
    'released_from_restriction', 'uncategorized_asset', 'uncategorized_liability', 'uncategorized_income',
    'uncategorized_expense'), false)
$$;

-- Refuses unless the caller may write business rows of the organization.
create or replace function private.assert_can_edit_ledger(p_org uuid, p_what text)
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
  if not public.has_org_role(p_org, array['owner', 'admin', 'member']) then
    raise exception 'Viewers cannot change %', p_what using errcode = '42501';
  end if;
end;
$$;

-- RPC: every account of the organization with its balance as of p_as_of (default: today in the
-- organization's time zone), in one query over private.ledger_daily_totals.
--   own_balance: the account's own posted lines, in its normal-balance sign (a debit-normal account
--     with more debits is positive; a contra account such as Accumulated Depreciation is credit
--     normal, so its credits show positive);
--   balance: own plus every descendant's lines, in this account's sign: a placeholder parent shows
--     the total of its sub-accounts (so Assets = cash + receivables - accumulated depreciation);
--   has_postings: any journal line (posted or draft) uses the account: it cannot be deleted.
-- Reads only the daily totals, the accounts and the draft entries: about 5 ms at a million lines.
create or replace function public.get_chart_of_accounts(p_organization_id uuid, p_as_of date default null)
returns table (
  id uuid,
  code text,
  name text,
  parent_id uuid,
  category text,
  account_type_id uuid,
  account_type_name text,
  description text,
  normal_balance text,
  is_placeholder boolean,
  is_active boolean,
  system_key text,
  depth integer,
  child_count integer,
  debit numeric,
  credit numeric,
  own_balance numeric,
  balance numeric,
  has_postings boolean,
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
    with recursive chart as materialized (
      select a.* from public.accounts a where a.organization_id = p_organization_id
    ),
    own as materialized (
      select d.account_id, sum(d.debit) as debit, sum(d.credit) as credit
      from private.ledger_daily_totals d
      where d.organization_id = p_organization_id and d.entry_date <= v_as_of
      group by d.account_id
    ),
    -- Every account with the list of its ancestors (itself included).
    tree as (
      select c.id, 0 as depth, array[c.id] as ancestors from chart c where c.parent_id is null
      union all
      select c.id, t.depth + 1, t.ancestors || c.id from chart c join tree t on c.parent_id = t.id
    ),
    -- Accounts with any line: posted ones from the totals (all dates), drafts from the few draft
    -- entries. (An EXISTS per account over journal_entry_lines is planned as a scan of the whole
    -- organization's lines for an unused account: seconds at a million lines.)
    used as materialized (
      select d.account_id from private.ledger_daily_totals d where d.organization_id = p_organization_id
      union
      select l.account_id from public.journal_entries e join public.journal_entry_lines l on l.journal_entry_id = e.id
      where e.organization_id = p_organization_id and e.status = 'draft'
    ),
    rolled as (
      select x.ancestor as account_id, sum(o.debit) as debit, sum(o.credit) as credit
      from tree t
      cross join lateral unnest(t.ancestors) as x (ancestor)
      join own o on o.account_id = t.id
      group by x.ancestor
    )
    select c.id, c.code, c.name, c.parent_id, c.category, c.account_type_id, ty.name, c.description,
           c.normal_balance, c.is_placeholder, c.is_active, c.system_key, t.depth,
           (select count(*)::int from chart k where k.parent_id = c.id),
           coalesce(r.debit, 0)::numeric, coalesce(r.credit, 0)::numeric,
           (case when c.normal_balance = 'debit' then coalesce(o.debit, 0) - coalesce(o.credit, 0)
                 else coalesce(o.credit, 0) - coalesce(o.debit, 0) end)::numeric,
           (case when c.normal_balance = 'debit' then coalesce(r.debit, 0) - coalesce(r.credit, 0)
                 else coalesce(r.credit, 0) - coalesce(r.debit, 0) end)::numeric,
           (c.id in (select u.account_id from used u)),
           c.updated_at
    from chart c
    join tree t on t.id = c.id
    left join own o on o.account_id = c.id
    left join rolled r on r.account_id = c.id
    left join public.account_types ty on ty.id = c.account_type_id
    order by c.code;
end;
$$;

-- Checks the fields an account is saved with; returns the category it ends up in.
create or replace function private.check_account_fields(
  p_org uuid,
  p_account_id uuid,
  p_code text,
  p_name text,
  p_category text,
  p_parent_id uuid,
  p_account_type_id uuid,
  p_normal_balance text
)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_category text := nullif(btrim(coalesce(p_category, '')), '');
  v_parent public.accounts;
  v_type_category text;
  v_other text;
begin
  if p_code is null or p_code !~ '^[0-9A-Za-z.-]{1,20}$' then
    raise exception 'An account code is 1 to 20 letters, digits, dots or dashes (no spaces)' using errcode = 'P0001';
  end if;
  if p_name is null or length(btrim(p_name)) = 0 then
    raise exception 'An account needs a name' using errcode = 'P0001';
  end if;
  if length(btrim(p_name)) > 200 then
    raise exception 'An account name is at most 200 characters' using errcode = 'P0001';
  end if;
  select '"' || a.code || ' ' || a.name || '"' into v_other
  from public.accounts a where a.organization_id = p_org and a.code = p_code and a.id is distinct from p_account_id;
  if v_other is not null then
    raise exception 'Account code % is already used by %', p_code, v_other using errcode = 'P0001';
  end if;
  if p_parent_id is not null then
    select * into v_parent from public.accounts a where a.id = p_parent_id and a.organization_id = p_org;
    if not found then
      raise exception 'The parent account was not found in this organization' using errcode = 'P0001';
    end if;
    v_category := coalesce(v_category, v_parent.category);
    if v_parent.category <> v_category then
      raise exception 'A sub-account must be in its parent''s category: % % is in %', v_parent.code, v_parent.name, v_parent.category using errcode = 'P0001';
    end if;
  end if;
  if v_category is null or v_category not in ('Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses') then
    raise exception 'Choose a category: Assets, Liabilities, Net Assets, Revenue or Expenses' using errcode = 'P0001';
  end if;
  if p_normal_balance is not null and p_normal_balance not in ('debit', 'credit') then
    raise exception 'The normal balance is debit or credit' using errcode = 'P0001';
  end if;
  if p_account_type_id is not null then
    select c.name into v_type_category
    from public.account_types t join public.account_categories c on c.id = t.account_category_id
    where t.id = p_account_type_id and t.organization_id = p_org;
    if v_type_category is null then
      raise exception 'The account type was not found in this organization' using errcode = 'P0001';
    end if;
    if v_type_category <> v_category then
      raise exception 'That account type belongs to %, not %', v_type_category, v_category using errcode = 'P0001';
    end if;
  end if;
  return v_category;
end;
$$;

-- RPC: adds an account. The category may be left out for a sub-account (it takes its parent's);
-- the normal balance defaults from the category (give 'credit' for a contra-asset).
create or replace function public.create_account(
  p_organization_id uuid,
  p_code text,
  p_name text,
  p_category text default null,
  p_parent_id uuid default null,
  p_account_type_id uuid default null,
  p_description text default null,
  p_is_placeholder boolean default false,
  p_normal_balance text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_category text;
  v_id uuid;
  v_code text := btrim(coalesce(p_code, ''));
begin
  perform private.assert_can_edit_ledger(p_organization_id, 'the chart of accounts');
  v_category := private.check_account_fields(p_organization_id, null, v_code, p_name, p_category, p_parent_id, p_account_type_id, p_normal_balance);
  begin
    insert into public.accounts (organization_id, code, name, parent_id, category, account_type_id, description, normal_balance, is_placeholder)
    values (p_organization_id, v_code, btrim(p_name), p_parent_id, v_category, p_account_type_id, nullif(btrim(coalesce(p_description, '')), ''),
            coalesce(p_normal_balance, private.normal_balance_for(v_category)), coalesce(p_is_placeholder, false))
    returning accounts.id into v_id;
  exception when unique_violation then
    raise exception 'Account code % is already used in this organization', v_code using errcode = 'P0001';
  end;
  return v_id;
end;
$$;

-- RPC: changes an account. Refused: a placeholder for an account with postings (placeholders take
-- no postings), another category while it has sub-accounts, any change of a system account's
-- category (the ledger posts to it by role). Locked-period rules are the database's triggers'.
create or replace function public.update_account(
  p_account_id uuid,
  p_code text,
  p_name text,
  p_category text,
  p_parent_id uuid default null,
  p_account_type_id uuid default null,
  p_description text default null,
  p_is_placeholder boolean default false,
  p_normal_balance text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.accounts;
  v_category text;
  v_code text := btrim(coalesce(p_code, ''));
begin
  select * into v_old from public.accounts a where a.id = p_account_id;
  if not found or not public.is_org_member(v_old.organization_id) then
    raise exception 'Account not found' using errcode = 'P0002';
  end if;
  perform private.assert_can_edit_ledger(v_old.organization_id, 'the chart of accounts');
  v_category := private.check_account_fields(v_old.organization_id, p_account_id, v_code, p_name, p_category, p_parent_id, p_account_type_id, p_normal_balance);
  if v_category <> v_old.category then
    if private.is_posting_role(v_old.system_key) then
      raise exception 'Account % % is used by the ledger''s automatic postings; its category cannot change', v_old.code, v_old.name using errcode = 'P0001';
    end if;
    if exists (select 1 from public.accounts a where a.parent_id = p_account_id) then
      raise exception 'Account % % has sub-accounts; move them before changing its category', v_old.code, v_old.name using errcode = 'P0001';
    end if;
  end if;
  if coalesce(p_is_placeholder, false) and not v_old.is_placeholder
     and exists (select 1 from public.journal_entry_lines l where l.organization_id = v_old.organization_id and l.account_id = p_account_id) then
    raise exception 'Account % % has postings, so it cannot become a placeholder (placeholders take no postings)', v_old.code, v_old.name using errcode = 'P0001';
  end if;
  if coalesce(p_is_placeholder, false) and private.is_posting_role(v_old.system_key) then
    raise exception 'Account % % is used by the ledger''s automatic postings; it cannot be a placeholder', v_old.code, v_old.name using errcode = 'P0001';
  end if;
  begin
    update public.accounts a set
      code = v_code,
      name = btrim(p_name),
      parent_id = p_parent_id,
      category = v_category,
      account_type_id = p_account_type_id,
      description = nullif(btrim(coalesce(p_description, '')), ''),
      normal_balance = coalesce(p_normal_balance, case when v_category = v_old.category then v_old.normal_balance else private.normal_balance_for(v_category) end),
      is_placeholder = coalesce(p_is_placeholder, false)
    where a.id = p_account_id;
  exception when unique_violation then
    raise exception 'Account code % is already used in this organization', v_code using errcode = 'P0001';
  end;
  return p_account_id;
end;
$$;

-- RPC: deactivates (hides from pickers, keeps history) or reactivates an account. Refused for the
-- ledger's system accounts, the organization's default accounts, a parent with active
-- sub-accounts, and a balance sheet account that still has a balance (move it first).
create or replace function public.set_account_active(p_account_id uuid, p_active boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account public.accounts;
  v_balance numeric;
begin
  select * into v_account from public.accounts a where a.id = p_account_id;
  if not found or not public.is_org_member(v_account.organization_id) then
    raise exception 'Account not found' using errcode = 'P0002';
  end if;
  perform private.assert_can_edit_ledger(v_account.organization_id, 'the chart of accounts');
  if coalesce(p_active, true) then
    if v_account.parent_id is not null
       and exists (select 1 from public.accounts p where p.id = v_account.parent_id and not p.is_active) then
      raise exception 'Reactivate the parent account first' using errcode = 'P0001';
    end if;
  else
    if private.is_posting_role(v_account.system_key) then
      raise exception 'Account % % is used by the ledger''s automatic postings and cannot be deactivated', v_account.code, v_account.name using errcode = 'P0001';
    end if;
    if exists (select 1 from public.organization_settings s where s.organization_id = v_account.organization_id
               and p_account_id in (s.default_cash_account_id, s.default_revenue_account_id, s.default_expense_account_id)) then
      raise exception 'Account % % is a default account in Settings; choose another default first', v_account.code, v_account.name using errcode = 'P0001';
    end if;
    if exists (select 1 from public.accounts c where c.parent_id = p_account_id and c.is_active) then
      raise exception 'Account % % has active sub-accounts; deactivate them first', v_account.code, v_account.name using errcode = 'P0001';
    end if;
    if v_account.category in ('Assets', 'Liabilities', 'Net Assets') then
      select coalesce(sum(d.debit - d.credit), 0) into v_balance
      from private.ledger_daily_totals d where d.organization_id = v_account.organization_id and d.account_id = p_account_id;
      if v_balance <> 0 then
        raise exception 'Account % % still has a balance of %; move it to another account before deactivating', v_account.code, v_account.name, abs(v_balance) using errcode = 'P0001';
      end if;
    end if;
  end if;
  update public.accounts a set is_active = coalesce(p_active, true) where a.id = p_account_id;
  return p_account_id;
end;
$$;

-- RPC: deletes an account nobody uses. An account with postings (posted or draft), sub-accounts,
-- a system role, or any document pointing at it is refused: deactivate it instead.
create or replace function public.delete_account(p_account_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account public.accounts;
begin
  select * into v_account from public.accounts a where a.id = p_account_id;
  if not found or not public.is_org_member(v_account.organization_id) then
    raise exception 'Account not found' using errcode = 'P0002';
  end if;
  perform private.assert_can_edit_ledger(v_account.organization_id, 'the chart of accounts');
  if private.is_posting_role(v_account.system_key) then
    raise exception 'Account % % is used by the ledger''s automatic postings and cannot be deleted', v_account.code, v_account.name using errcode = 'P0001';
  end if;
  if exists (select 1 from public.journal_entry_lines l where l.organization_id = v_account.organization_id and l.account_id = p_account_id) then
    raise exception 'Account % % has postings and cannot be deleted; deactivate it instead', v_account.code, v_account.name using errcode = 'P0001';
  end if;
  if exists (select 1 from public.accounts c where c.parent_id = p_account_id) then
    raise exception 'Account % % has sub-accounts; move or delete them first', v_account.code, v_account.name using errcode = 'P0001';
  end if;
  if exists (select 1 from public.organization_settings s where s.organization_id = v_account.organization_id
             and p_account_id in (s.default_cash_account_id, s.default_revenue_account_id, s.default_expense_account_id)) then
    raise exception 'Account % % is a default account in Settings and cannot be deleted', v_account.code, v_account.name using errcode = 'P0001';
  end if;
  begin
    delete from public.accounts a where a.id = p_account_id;
  exception when foreign_key_violation then
    raise exception 'Account % % is used by documents (transactions, invoices, bills, donations or budgets) and cannot be deleted; deactivate it instead', v_account.code, v_account.name using errcode = 'P0001';
  end;
end;
$$;

revoke execute on function private.today_for_organization(uuid) from public;
revoke execute on function private.is_posting_role(text) from public;
revoke execute on function private.assert_can_edit_ledger(uuid, text) from public;
revoke execute on function private.check_account_fields(uuid, uuid, text, text, text, uuid, uuid, text) from public;
revoke execute on function public.get_chart_of_accounts(uuid, date) from public, anon;
revoke execute on function public.create_account(uuid, text, text, text, uuid, uuid, text, boolean, text) from public, anon;
revoke execute on function public.update_account(uuid, text, text, text, uuid, uuid, text, boolean, text) from public, anon;
revoke execute on function public.set_account_active(uuid, boolean) from public, anon;
revoke execute on function public.delete_account(uuid) from public, anon;
grant execute on function public.get_chart_of_accounts(uuid, date) to authenticated, service_role;
grant execute on function public.create_account(uuid, text, text, text, uuid, uuid, text, boolean, text) to authenticated, service_role;
grant execute on function public.update_account(uuid, text, text, text, uuid, uuid, text, boolean, text) to authenticated, service_role;
grant execute on function public.set_account_active(uuid, boolean) to authenticated, service_role;
grant execute on function public.delete_account(uuid) to authenticated, service_role;
