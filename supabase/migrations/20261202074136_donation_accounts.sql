-- Each gift names the two accounts it posts to: deposit_account_id, the Assets account debited
-- (a bank account or undeposited funds; Inventory for goods, Pledges Receivable for a gift recorded
-- as a pledge), and revenue_account_id, the Revenue account credited (none for a payment on a
-- pledge, which collects the receivable). revenue_account_id is the gift's former account_id.
-- Existing gifts take the accounts their entry posted to, read from the ledger. A gift written
-- without them gets its defaults from the posting trigger (private.post_donation), so every posted
-- gift names its deposit account; the column stays nullable for writers that leave it out.
alter table public.donations rename column account_id to revenue_account_id;
alter table public.donations rename constraint donations_account_id_organization_id_fkey to donations_revenue_account_id_organization_id_fkey;
alter table public.donations
  add column deposit_account_id uuid,
  add constraint donations_deposit_account_id_organization_id_fkey
    foreign key (deposit_account_id, organization_id) references public.accounts (id, organization_id);
create index donations_deposit_account_idx on public.donations (deposit_account_id);
create index donations_revenue_account_idx on public.donations (revenue_account_id) where revenue_account_id is not null;

-- A data change, not a new posting: the triggers (posting, period lock, audit, updated_at) stay out.
alter table public.donations disable trigger user;
update public.donations d set
  deposit_account_id = coalesce(
    (select l.account_id from public.journal_entry_lines l where l.journal_entry_id = d.journal_entry_id and l.debit > 0 order by l.line_number limit 1),
    (select s.default_cash_account_id from public.organization_settings s where s.organization_id = d.organization_id),
    (select a.id from public.accounts a where a.organization_id = d.organization_id and a.system_key = 'cash' limit 1)),
  revenue_account_id = case when d.pledge_id is null then coalesce(
    (select l.account_id from public.journal_entry_lines l where l.journal_entry_id = d.journal_entry_id and l.credit > 0 order by l.line_number limit 1),
    d.revenue_account_id) end;
alter table public.donations enable trigger user;

-- The donations list answers both accounts (docs/rpc.md, "Typed results").
alter type public.donation_row
  add attribute deposit_account_id uuid,
  add attribute revenue_account_id uuid;
