-- RPC for owners, admins and members: cancels what is left unpaid of a pledge (the donor will not
-- pay it): debit the pledge's revenue account (else Contributions), credit Pledges Receivable for
-- the open balance in the pledge's fund, dated p_date (a locked period refuses). Answers the
-- pledge as get_pledge does.
create or replace function public.cancel_pledge(p_pledge_id uuid, p_date date default null, p_reason text default null)
returns public.pledge_detail
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_pledge public.pledges;
  v_open numeric(14, 2);
  v_entry uuid;
  v_donor text;
  v_result public.pledge_detail;
begin
  select * into v_pledge from public.pledges p where p.id = p_pledge_id for update;
  if not found then
    raise exception 'Pledge not found' using errcode = 'PT404';
  end if;
  perform private.require_role(v_pledge.organization_id, array['owner', 'admin', 'member'], 'Viewers cannot cancel pledges');
  if v_pledge.cancelled_at is not null then
    raise exception 'This pledge is already cancelled' using errcode = '23514';
  end if;
  v_open := v_pledge.amount - private.pledge_paid(v_pledge.id) - v_pledge.written_off;
  if v_open <= 0 then
    raise exception 'This pledge is paid in full; there is nothing left to cancel' using errcode = '23514';
  end if;
  p_date := coalesce(p_date, private.today_for_organization(v_pledge.organization_id));
  if p_date < v_pledge.pledge_date then
    raise exception 'A pledge cannot be cancelled before the date it was made' using errcode = '23514';
  end if;
  select d.name into v_donor from public.donors d where d.id = v_pledge.donor_id;
  v_entry := private.post_entry(v_pledge.organization_id, p_date,
    'Cancelled pledge from ' || coalesce(v_donor, 'a donor'), 'pledge_cancellation', v_pledge.id,
    jsonb_build_array(
      jsonb_build_object('account_id', coalesce(v_pledge.account_id, private.system_account(v_pledge.organization_id, 'contributions')),
                         'fund_id', v_pledge.fund_id, 'project_id', v_pledge.project_id, 'debit', v_open),
      jsonb_build_object('account_id', private.system_account(v_pledge.organization_id, 'pledges_receivable'),
                         'fund_id', v_pledge.fund_id, 'project_id', v_pledge.project_id, 'credit', v_open)));
  update public.pledges p set cancelled_at = now(), cancel_date = p_date,
         cancel_reason = nullif(btrim(coalesce(p_reason, '')), ''), written_off = v_open, cancel_entry_id = v_entry
   where p.id = v_pledge.id;
  select * into v_result from public.get_pledge(v_pledge.id);
  return v_result;
end;
$$;
revoke all on function public.cancel_pledge(p_pledge_id uuid, p_date date, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.cancel_pledge(p_pledge_id uuid, p_date date, p_reason text) to authenticated, service_role;
