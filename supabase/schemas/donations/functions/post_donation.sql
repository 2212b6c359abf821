-- The BEFORE trigger of donations (donations_post): numbers the receipt and posts the gift: debit
-- its deposit account (deposit_account_id: an Assets account, by default the organization's cash
-- account; Inventory for an in-kind gift; Pledges Receivable for a gift recorded as a pledge),
-- credit its revenue account (revenue_account_id: a Revenue account, by default Contributions,
-- Grants or In-kind contributions), in the gift's fund, whose restriction must match the gift's.
-- An account left empty takes its default, and so does an account the client did not change when
-- the method or the grant flag changes (the default follows them). A change to anything posted
-- reverses the entry and posts again; a deletion reverses it. A gift applied to a pledge collects
-- the receivable instead (credit Pledges Receivable, in the pledge's fund with its restriction, no
-- revenue account); it cannot exceed the pledge's open balance, nor be applied to a cancelled
-- pledge, nor be in kind.
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
  v_pledge public.pledges;
  v_open numeric(14, 2);
  v_account record;
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
    if (new.method, new.is_grant) is distinct from (old.method, old.is_grant) then
      if new.deposit_account_id is not distinct from old.deposit_account_id then new.deposit_account_id := null; end if;
      if new.revenue_account_id is not distinct from old.revenue_account_id then new.revenue_account_id := null; end if;
    end if;
    if (new.donation_date, new.amount, new.method, new.restriction, new.fund_id, new.deposit_account_id, new.revenue_account_id, new.project_id, new.pledge_id)
       is not distinct from (old.donation_date, old.amount, old.method, old.restriction, old.fund_id, old.deposit_account_id, old.revenue_account_id, old.project_id, old.pledge_id) then
      return new;
    end if;
  end if;

  if new.pledge_id is not null then
    -- Locked so two gifts applied at once cannot both fit the same open balance.
    select * into v_pledge from public.pledges p where p.id = new.pledge_id and p.organization_id = new.organization_id for update;
    if not found then
      raise exception 'The pledge this gift is applied to was not found' using errcode = '23503';
    end if;
    if v_pledge.cancelled_at is not null then
      raise exception 'This pledge was cancelled; record the gift without applying it to the pledge' using errcode = '23514';
    end if;
    if new.method in ('pledge', 'in_kind') then
      raise exception 'A payment on a pledge is made in cash, by check, card, ACH, wire or stock, not in kind' using errcode = '23514';
    end if;
    v_open := v_pledge.amount - v_pledge.written_off
      - coalesce((select sum(d.amount) from public.donations d where d.pledge_id = new.pledge_id and d.id <> new.id), 0);
    if new.amount > v_open then
      raise exception 'This gift (%) is more than the pledge''s open balance (%)',
        to_char(new.amount, 'FM999,999,999,990.00'), to_char(v_open, 'FM999,999,999,990.00') using errcode = '23514';
    end if;
    -- The gift collects the promise in the pledge's fund, whatever the form said.
    new.fund_id := v_pledge.fund_id;
    new.restriction := v_pledge.restriction;
    new.revenue_account_id := null;
    new.donor_id := coalesce(new.donor_id, v_pledge.donor_id);
  end if;

  if tg_op = 'UPDATE' and old.journal_entry_id is not null then
    perform private.reverse_entry(old.journal_entry_id, old.donation_date, 'Changed donation: ' || old.donor_name);
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
  new.deposit_account_id := coalesce(new.deposit_account_id, case new.method
    when 'pledge' then private.system_account(new.organization_id, 'pledges_receivable')
    when 'in_kind' then private.system_account(new.organization_id, 'inventory')
    else private.cash_account(new.organization_id) end);
  if new.pledge_id is null then
    new.revenue_account_id := coalesce(new.revenue_account_id, private.system_account(new.organization_id,
      case when new.method = 'in_kind' then 'in_kind_contributions' when new.is_grant then 'grants' else 'contributions' end));
  end if;
  select a.code, a.name, a.category into v_account from public.accounts a where a.id = new.deposit_account_id;
  if v_account.category is distinct from 'Assets' then
    raise exception 'A gift is deposited to an asset account, such as a bank account or undeposited funds; % % is % account',
      v_account.code, v_account.name, private.account_category_phrase(v_account.category) using errcode = '23514';
  end if;
  if new.revenue_account_id is not null then
    select a.code, a.name, a.category into v_account from public.accounts a where a.id = new.revenue_account_id;
    if v_account.category is distinct from 'Revenue' then
      raise exception 'A gift is credited to a revenue account, such as Contributions or Grants; % % is % account',
        v_account.code, v_account.name, private.account_category_phrase(v_account.category) using errcode = '23514';
    end if;
  end if;

  v_debit := new.deposit_account_id;
  v_credit := case when new.pledge_id is not null then private.system_account(new.organization_id, 'pledges_receivable')
    else new.revenue_account_id end;
  new.journal_entry_id := private.post_entry(new.organization_id, new.donation_date,
    case when new.pledge_id is not null then 'Pledge payment from ' else 'Donation from ' end || new.donor_name, 'donation', new.id,
    jsonb_build_array(
      jsonb_build_object('account_id', v_debit, 'fund_id', new.fund_id, 'project_id', new.project_id, 'debit', new.amount),
      jsonb_build_object('account_id', v_credit, 'fund_id', new.fund_id, 'project_id', new.project_id, 'credit', new.amount)),
    new.receipt_number);
  return new;
end;
$$;
revoke all on function private.post_donation() from public, anon, authenticated, service_role;
