-- RPC: one pledge with its schedule (each instalment's paid part and status) and the gifts applied;
-- a public.pledge_detail, read from the jsonb built here; no row when it does not exist or belongs to
-- an organization the caller is not a member of (the screens read it with maybeSingle).
create or replace function public.get_pledge(p_pledge_id uuid)
returns setof public.pledge_detail
rows 1
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pledge public.pledges;
begin
  select * into v_pledge from public.pledges p where p.id = p_pledge_id;
  if not found or not public.is_org_member(v_pledge.organization_id) then
    return;
  end if;
  return query select * from jsonb_populate_record(null::public.pledge_detail, (
    select jsonb_build_object(
      'id', v_pledge.id, 'organization_id', v_pledge.organization_id, 'donor_id', v_pledge.donor_id, 'donor_name', d.name,
      'donor_email', d.email, 'pledge_date', v_pledge.pledge_date, 'amount', v_pledge.amount::text,
      'fund_id', v_pledge.fund_id, 'fund_name', f.name, 'restriction', v_pledge.restriction,
      'account_id', v_pledge.account_id, 'project_id', v_pledge.project_id, 'campaign', v_pledge.campaign, 'notes', v_pledge.notes,
      'cancelled_at', v_pledge.cancelled_at, 'cancel_date', v_pledge.cancel_date, 'cancel_reason', v_pledge.cancel_reason,
      'journal_entry_id', v_pledge.journal_entry_id, 'cancel_entry_id', v_pledge.cancel_entry_id, 'created_at', v_pledge.created_at,
      'payments', coalesce((select jsonb_agg(jsonb_build_object('id', g.id, 'donation_date', g.donation_date, 'amount', g.amount::text,
                     'method', g.method, 'check_number', g.check_number, 'receipt_number', g.receipt_number)
                   order by g.donation_date, g.created_at, g.id)
                 from public.donations g where g.pledge_id = v_pledge.id), '[]'::jsonb))
      || private.pledge_figures(v_pledge)
    from public.donors d left join public.funds f on f.id = v_pledge.fund_id
    where d.id = v_pledge.donor_id
  ));
end;
$$;
revoke all on function public.get_pledge(p_pledge_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_pledge(p_pledge_id uuid) to authenticated, service_role;
