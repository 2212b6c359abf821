-- The BEFORE trigger of pledges (pledges_post): a pledge is revenue when it is made: debit Pledges
-- Receivable, credit its revenue account (else Contributions), in its fund, whose restriction the
-- pledge takes. A change to what is posted (date, amount, fund, account, project, donor) reverses
-- the entry and posts again; a cancelled pledge does not change, and a pledge with gifts applied
-- keeps its fund and is never less than they paid. Deleting reverses the entry and the
-- cancellation's; a pledge with gifts applied is not deleted.
create or replace function private.post_pledge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fund_restriction text;
  v_donor text;
  v_paid numeric(14, 2);
begin
  if tg_op = 'DELETE' then
    if private.organization_gone(old.organization_id) then
      return old;
    end if;
    if exists (select 1 from public.donations d where d.pledge_id = old.id) then
      raise exception 'This pledge has gifts applied to it and cannot be deleted; cancel its open balance instead' using errcode = '23503';
    end if;
    if old.cancel_entry_id is not null then
      perform private.reverse_entry(old.cancel_entry_id, old.cancel_date, 'Deleted pledge cancellation');
    end if;
    if old.journal_entry_id is not null then
      perform private.reverse_entry(old.journal_entry_id, old.pledge_date, 'Deleted pledge');
    end if;
    return old;
  end if;

  if tg_op = 'INSERT' then
    -- The posting columns start empty whatever the insert said.
    new.journal_entry_id := null;
    new.cancel_entry_id := null;
    new.cancelled_at := null;
    new.cancel_date := null;
    new.written_off := 0;
  else
    if new.organization_id <> old.organization_id then
      raise exception 'A pledge cannot move to another organization' using errcode = '42501';
    end if;
    if (new.pledge_date, new.amount, new.fund_id, new.account_id, new.project_id, new.donor_id)
       is not distinct from (old.pledge_date, old.amount, old.fund_id, old.account_id, old.project_id, old.donor_id) then
      return new;
    end if;
    -- A posted field changed (cancel_pledge changes none and returns above): post again.
    new.journal_entry_id := old.journal_entry_id;
    if old.cancelled_at is not null then
      raise exception 'A cancelled pledge cannot change; record a new pledge instead' using errcode = '23514';
    end if;
    v_paid := private.pledge_paid(old.id);
    if v_paid > 0 and new.fund_id is distinct from old.fund_id then
      raise exception 'Gifts are applied to this pledge in its fund: its fund cannot change' using errcode = '23514';
    end if;
    if new.amount < v_paid then
      raise exception 'The pledge cannot be less than the % already paid on it', to_char(v_paid, 'FM999,999,999,990.00') using errcode = '23514';
    end if;
    if old.journal_entry_id is not null then
      perform private.reverse_entry(old.journal_entry_id, old.pledge_date, 'Changed pledge');
    end if;
  end if;

  if new.fund_id is null then
    new.fund_id := private.default_fund(new.organization_id);
  end if;
  select f.restriction into v_fund_restriction from public.funds f where f.id = new.fund_id;
  new.restriction := v_fund_restriction;
  if new.account_id is not null
     and not exists (select 1 from public.accounts a where a.id = new.account_id and a.category = 'Revenue') then
    raise exception 'A pledge is credited to a Revenue account' using errcode = '23514';
  end if;
  select d.name into v_donor from public.donors d where d.id = new.donor_id;

  new.journal_entry_id := private.post_entry(new.organization_id, new.pledge_date,
    'Pledge from ' || coalesce(v_donor, 'a donor'), 'pledge', new.id,
    jsonb_build_array(
      jsonb_build_object('account_id', private.system_account(new.organization_id, 'pledges_receivable'), 'fund_id', new.fund_id, 'project_id', new.project_id, 'debit', new.amount),
      jsonb_build_object('account_id', coalesce(new.account_id, private.system_account(new.organization_id, 'contributions')),
                         'fund_id', new.fund_id, 'project_id', new.project_id, 'credit', new.amount)));
  return new;
end;
$$;
revoke all on function private.post_pledge() from public, anon, authenticated, service_role;
