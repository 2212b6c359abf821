-- Transactions (the quick-entry records of the transaction dialog) and their posting: inserting
-- one writes its balanced journal entry in the same database transaction.
--
--   type       debit                         credit
--   Income     cash                          the chosen Revenue account
--   Expense    the chosen Expenses account   cash
--   Asset      the chosen Assets account     cash         (cash spent on the asset)
--   Liability  cash                          the chosen Liabilities account (cash received, e.g. a loan)
--
-- Cash is organization_settings.default_cash_account_id; the fund is the given fund or the
-- organization's general unrestricted fund (default_fund_id). Without an account the entry goes
-- to the chart's Uncategorized account of that category. An amount of 0 posts nothing.
-- Changing date/type/account/amount/fund/project reverses the old entry (dated as it was) and
-- posts a new one; deleting a transaction reverses its entry. Both respect the period lock.

create table public.transactions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  date date not null default current_date,
  description text not null default '',
  account_id uuid,
  type text not null default 'Expense' check (type in ('Income', 'Expense', 'Asset', 'Liability')),
  amount numeric(14, 2) not null default 0 check (amount >= 0),
  notes text,
  project_id uuid,
  fund_id uuid,
  journal_entry_id uuid unique,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
-- The list and the bundle read the most recent first; keyset/offset pagination uses the same order.
create index transactions_org_date_idx on public.transactions (organization_id, date desc, created_at desc, id);
create index transactions_account_idx on public.transactions (account_id);
create index transactions_project_idx on public.transactions (project_id) where project_id is not null;
create index transactions_fund_idx on public.transactions (fund_id);

-- The category a transaction type's account must belong to, and its Uncategorized fallback.
create or replace function private.transaction_category(p_type text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_type when 'Income' then 'Revenue' when 'Expense' then 'Expenses' when 'Asset' then 'Assets' else 'Liabilities' end
$$;

create or replace function private.post_transaction_entry(t public.transactions)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account uuid := t.account_id;
  v_category text := private.transaction_category(t.type);
  v_cash uuid;
  v_debit uuid;
  v_credit uuid;
begin
  if t.amount = 0 then
    return null;
  end if;
  if v_account is null then
    select case t.type when 'Income' then s.default_revenue_account_id when 'Expense' then s.default_expense_account_id end
      into v_account from public.organization_settings s where s.organization_id = t.organization_id;
    if v_account is null then
      v_account := private.system_account(t.organization_id,
        case t.type when 'Income' then 'uncategorized_income' when 'Expense' then 'uncategorized_expense'
                    when 'Asset' then 'uncategorized_asset' else 'uncategorized_liability' end);
    end if;
  elsif not exists (select 1 from public.accounts a where a.id = v_account and a.category = v_category) then
    raise exception 'A % transaction needs a % account', t.type, v_category using errcode = '23514';
  end if;
  v_cash := private.cash_account(t.organization_id);
  if t.type in ('Income', 'Liability') then
    v_debit := v_cash;
    v_credit := v_account;
  else
    v_debit := v_account;
    v_credit := v_cash;
  end if;
  return private.post_entry(
    t.organization_id, t.date, coalesce(nullif(t.description, ''), t.type), 'transaction', t.id,
    jsonb_build_array(
      jsonb_build_object('account_id', v_debit, 'fund_id', t.fund_id, 'project_id', t.project_id, 'debit', t.amount),
      jsonb_build_object('account_id', v_credit, 'fund_id', t.fund_id, 'project_id', t.project_id, 'credit', t.amount)));
end;
$$;

create or replace function private.post_transaction()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.journal_entry_id is not null and not private.organization_gone(old.organization_id) then
      perform private.reverse_entry(old.journal_entry_id, old.date, 'Deleted transaction: ' || old.description);
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    if new.organization_id <> old.organization_id then
      raise exception 'A transaction cannot move to another organization' using errcode = '42501';
    end if;
    new.journal_entry_id := old.journal_entry_id;
    if (new.date, new.type, new.account_id, new.amount, new.fund_id, new.project_id)
       is not distinct from (old.date, old.type, old.account_id, old.amount, old.fund_id, old.project_id) then
      return new;
    end if;
    if old.journal_entry_id is not null then
      perform private.reverse_entry(old.journal_entry_id, old.date, 'Changed transaction: ' || old.description);
    end if;
  end if;
  new.fund_id := coalesce(new.fund_id, private.default_fund(new.organization_id));
  new.journal_entry_id := private.post_transaction_entry(new);
  return new;
end;
$$;

create trigger transactions_post
  before insert or update or delete on public.transactions
  for each row execute function private.post_transaction();
create trigger transactions_touch before update on public.transactions
  for each row execute function private.touch_updated_at();
