-- Donors and donations, and the donations' posting (on insert, in the same transaction):
--   debit cash (Pledges Receivable for a pledge, Inventory for goods given in kind),
--   credit the donation's revenue account (Contributions, or In-kind Contributions for goods),
--   in the donation's fund, whose restriction must match the donation's; without a fund an
--   unrestricted gift goes to the general fund. Changing the amount, date, fund, account or method
--   reverses the old entry and posts a new one; deleting a donation reverses its entry.

create table public.donors (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text,
  phone text,
  address text,
  donor_type text not null default 'individual' check (donor_type in ('individual', 'foundation', 'corporation', 'government', 'other')),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id)
);
create index donors_org_idx on public.donors (organization_id, name);
create trigger donors_touch before update on public.donors
  for each row execute function private.touch_updated_at();

create table public.donations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  donor_id uuid,
  donor_name text not null check (length(btrim(donor_name)) between 1 and 200),
  donor_email text,
  donation_date date not null default current_date,
  amount numeric(14, 2) not null check (amount > 0),
  method text not null default 'card' check (method in ('cash', 'check', 'card', 'ach', 'wire', 'stock', 'pledge', 'in_kind', 'other')),
  restriction text not null default 'without_donor_restrictions'
    check (restriction in ('without_donor_restrictions', 'with_donor_restrictions')),
  fund_id uuid,
  account_id uuid,
  project_id uuid,
  campaign text,
  receipt_number text,
  receipt_sent_at timestamptz,
  is_grant boolean not null default false,
  notes text,
  journal_entry_id uuid unique,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, receipt_number),
  unique (id, organization_id),
  foreign key (donor_id, organization_id) references public.donors (id, organization_id) on delete set null (donor_id),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (account_id, organization_id) references public.accounts (id, organization_id),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
create index donations_org_date_idx on public.donations (organization_id, donation_date desc);
create index donations_donor_idx on public.donations (donor_id);
create index donations_fund_idx on public.donations (fund_id);

create or replace function private.post_donation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fund_restriction text;
  v_debit uuid;
  v_credit uuid;
begin
  if tg_op = 'DELETE' then
    if old.journal_entry_id is not null and not private.organization_gone(old.organization_id) then
      perform private.reverse_entry(old.journal_entry_id, old.donation_date, 'Deleted donation: ' || old.donor_name);
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    new.receipt_number := coalesce(nullif(new.receipt_number, ''), private.next_document_number(new.organization_id, 'receipt'));
  else
    if new.organization_id <> old.organization_id then
      raise exception 'A donation cannot move to another organization' using errcode = '42501';
    end if;
    new.journal_entry_id := old.journal_entry_id;
    if (new.donation_date, new.amount, new.method, new.restriction, new.fund_id, new.account_id, new.project_id)
       is not distinct from (old.donation_date, old.amount, old.method, old.restriction, old.fund_id, old.account_id, old.project_id) then
      return new;
    end if;
    if old.journal_entry_id is not null then
      perform private.reverse_entry(old.journal_entry_id, old.donation_date, 'Changed donation: ' || old.donor_name);
    end if;
  end if;

  if new.fund_id is null then
    if new.restriction = 'with_donor_restrictions' then
      raise exception 'A donation with donor restrictions needs a restricted fund' using errcode = '23514';
    end if;
    new.fund_id := private.default_fund(new.organization_id);
  end if;
  select f.restriction into v_fund_restriction from public.funds f where f.id = new.fund_id;
  if v_fund_restriction <> new.restriction then
    raise exception 'The donation''s restriction (%) does not match its fund''s (%)', new.restriction, v_fund_restriction using errcode = '23514';
  end if;
  if new.account_id is not null
     and not exists (select 1 from public.accounts a where a.id = new.account_id and a.category = 'Revenue') then
    raise exception 'A donation is credited to a Revenue account' using errcode = '23514';
  end if;

  v_debit := case new.method
    when 'pledge' then private.system_account(new.organization_id, 'pledges_receivable')
    when 'in_kind' then private.system_account(new.organization_id, 'inventory')
    else private.cash_account(new.organization_id) end;
  v_credit := coalesce(new.account_id, private.system_account(new.organization_id,
    case when new.method = 'in_kind' then 'in_kind_contributions' when new.is_grant then 'grants' else 'contributions' end));
  new.journal_entry_id := private.post_entry(new.organization_id, new.donation_date,
    'Donation from ' || new.donor_name, 'donation', new.id,
    jsonb_build_array(
      jsonb_build_object('account_id', v_debit, 'fund_id', new.fund_id, 'project_id', new.project_id, 'debit', new.amount),
      jsonb_build_object('account_id', v_credit, 'fund_id', new.fund_id, 'project_id', new.project_id, 'credit', new.amount)),
    new.receipt_number);
  return new;
end;
$$;

create trigger donations_post
  before insert or update or delete on public.donations
  for each row execute function private.post_donation();
create trigger donations_touch before update on public.donations
  for each row execute function private.touch_updated_at();
