-- Document lines post to the right kind of account (issue 22, point 3): an invoice line is
-- credited to a Revenue account or a deferred revenue liability, a bill line is debited to an
-- Expenses or Assets account. Before this, an invoice line on Cash and a bill line on
-- Contributions both posted. Checked when a line is written (plain feedback in the form) and again
-- when the document is issued or approved (an account's category can change while the document is
-- a draft). The fallbacks the postings use when a line or transaction names no account (the
-- settings' default revenue, expense and cash accounts, and the general fund) keep their kind too.

-- A liability that holds revenue received before it is earned: the chart's Deferred Revenue
-- account, or any liability of the Deferred Revenue type.
create or replace function private.is_invoice_line_account(p_account uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select a.category = 'Revenue'
        or (a.category = 'Liabilities' and (a.system_key = 'deferred_revenue' or t.name = 'Deferred Revenue'))
    from public.accounts a left join public.account_types t on t.id = a.account_type_id
    where a.id = p_account), false)
$$;

create or replace function private.is_bill_line_account(p_account uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select a.category in ('Expenses', 'Assets') from public.accounts a where a.id = p_account), false)
$$;

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
    raise exception 'An invoice line is credited to a Revenue account or a deferred revenue liability' using errcode = '23514';
  end if;
  if tg_table_name = 'bill_lines' and not private.is_bill_line_account(new.account_id) then
    raise exception 'A bill line is debited to an Expenses or Assets account' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger invoice_lines_account_kind
  before insert or update of account_id on public.invoice_lines
  for each row execute function private.check_document_line_account();
create trigger bill_lines_account_kind
  before insert or update of account_id on public.bill_lines
  for each row execute function private.check_document_line_account();

-- At issue/approval: every line, and the fallback account lines without one would post to.
-- Named to fire before invoices_post / bills_post (same event, name order).
create or replace function private.check_document_accounts_on_issue()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status <> 'draft' or new.status in ('draft', 'void') then
    return new;
  end if;
  if tg_table_name = 'invoices' then
    if exists (
      select 1 from public.invoice_lines l
      where l.invoice_id = new.id and l.account_id is not null and not private.is_invoice_line_account(l.account_id)
    ) then
      raise exception 'An invoice line is credited to a Revenue account or a deferred revenue liability' using errcode = '23514';
    end if;
  elsif exists (
    select 1 from public.bill_lines l where l.bill_id = new.id and l.account_id is not null and not private.is_bill_line_account(l.account_id)
  ) then
    raise exception 'A bill line is debited to an Expenses or Assets account' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger invoices_check_line_accounts
  before update of status on public.invoices
  for each row execute function private.check_document_accounts_on_issue();
create trigger bills_check_line_accounts
  before update of status on public.bills
  for each row execute function private.check_document_accounts_on_issue();

-- The settings' fallbacks keep their kind.
create or replace function private.check_settings_defaults()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.default_revenue_account_id is distinct from old.default_revenue_account_id and new.default_revenue_account_id is not null
     and not exists (select 1 from public.accounts a where a.id = new.default_revenue_account_id and a.category = 'Revenue') then
    raise exception 'The default revenue account must be a Revenue account' using errcode = '23514';
  end if;
  if new.default_expense_account_id is distinct from old.default_expense_account_id and new.default_expense_account_id is not null
     and not exists (select 1 from public.accounts a where a.id = new.default_expense_account_id and a.category = 'Expenses') then
    raise exception 'The default expense account must be an Expenses account' using errcode = '23514';
  end if;
  if new.default_cash_account_id is distinct from old.default_cash_account_id and new.default_cash_account_id is not null
     and not exists (select 1 from public.accounts a where a.id = new.default_cash_account_id and a.category = 'Assets') then
    raise exception 'The cash account must be an Assets account' using errcode = '23514';
  end if;
  if new.default_fund_id is distinct from old.default_fund_id and new.default_fund_id is not null
     and not exists (select 1 from public.funds f where f.id = new.default_fund_id and f.restriction = 'without_donor_restrictions') then
    raise exception 'The general fund must be without donor restrictions' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger organization_settings_defaults_kind
  before update on public.organization_settings
  for each row execute function private.check_settings_defaults();

revoke execute on function private.is_invoice_line_account(uuid) from public;
revoke execute on function private.is_bill_line_account(uuid) from public;
revoke execute on function private.check_document_line_account() from public;
revoke execute on function private.check_document_accounts_on_issue() from public;
revoke execute on function private.check_settings_defaults() from public;
