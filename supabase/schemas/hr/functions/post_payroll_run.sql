-- A payroll run's lifecycle, draft -> approved -> paid, or void from any status. A run starts as a
-- draft and never goes back; approving it (in an open period, with pay to approve) posts the
-- approval entry, paying it the payment entry (both when a draft goes straight to paid), voiding it
-- reverses both, dated the later of the pay date and today. An approved run's dates, fund and
-- totals are final, and it is voided, not deleted. A run without a fund takes the general fund;
-- the entry ids are the trigger's to set.
create or replace function private.post_payroll_run()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rank_old integer;
begin
  if tg_op = 'DELETE' then
    if (old.journal_entry_id is not null or old.status in ('approved', 'paid')) and not private.organization_gone(old.organization_id) then
      raise exception 'An approved or paid payroll run cannot be deleted; void it instead' using errcode = '42501';
    end if;
    return old;
  end if;
  new.fund_id := coalesce(new.fund_id, private.default_fund(new.organization_id));
  if tg_op = 'INSERT' then
    new.journal_entry_id := null;
    new.payment_journal_entry_id := null;
    if new.status <> 'draft' then
      raise exception 'A payroll run starts as a draft: add its lines, then approve it' using errcode = '23514';
    end if;
    return new;
  end if;

  if new.organization_id <> old.organization_id then
    raise exception 'A payroll run cannot move to another organization' using errcode = '42501';
  end if;
  new.journal_entry_id := old.journal_entry_id;
  new.payment_journal_entry_id := old.payment_journal_entry_id;
  if old.status = 'void' and new.status <> 'void' then
    raise exception 'A void payroll run cannot be reopened' using errcode = '23514';
  end if;
  v_rank_old := case old.status when 'draft' then 0 when 'approved' then 1 when 'paid' then 2 else 3 end;
  if new.status <> 'void' and v_rank_old > (case new.status when 'draft' then 0 when 'approved' then 1 else 2 end) then
    raise exception 'A payroll run cannot go back from % to %; void it and start a new run', old.status, new.status using errcode = '23514';
  end if;
  if old.status in ('approved', 'paid') and new.status <> 'void'
     and (new.period_start, new.period_end, new.pay_date, new.fund_id, new.total_gross, new.total_net)
         is distinct from (old.period_start, old.period_end, old.pay_date, old.fund_id, old.total_gross, old.total_net) then
    raise exception 'An approved payroll run is final; void it instead' using errcode = '42501';
  end if;

  if old.status = 'draft' and new.status in ('approved', 'paid') then
    if new.total_gross <= 0 then
      raise exception 'This payroll run has no pay to approve: enter the hours of hourly staff or add employees' using errcode = '23514';
    end if;
    perform private.assert_period_open(new.organization_id, new.pay_date);
    new.journal_entry_id := private.post_payroll_accrual(new);
    new.approved_at := coalesce(new.approved_at, now());
    new.approved_by := coalesce(new.approved_by, auth.uid());
  end if;
  if old.status in ('draft', 'approved') and new.status = 'paid' then
    new.payment_journal_entry_id := private.post_payroll_payment(new, new.journal_entry_id);
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  if old.status <> 'void' and new.status = 'void' then
    if old.payment_journal_entry_id is not null then
      perform private.reverse_entry(old.payment_journal_entry_id, greatest(old.pay_date, private.today_for_organization(old.organization_id)), 'Void payroll payment ' || old.pay_date);
    end if;
    if old.journal_entry_id is not null then
      perform private.reverse_entry(old.journal_entry_id, greatest(old.pay_date, private.today_for_organization(old.organization_id)), 'Void payroll ' || old.period_start || ' to ' || old.period_end);
    end if;
    new.voided_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.post_payroll_run() from public, anon, authenticated, service_role;
