-- RPC for owners, admins and members: records or saves a pledge with its schedule (p_installments
-- [{due_date, amount}], adding up to the pledge; none: one instalment of the whole amount on the
-- pledge date). Saving replaces the schedule; pledges_post posts the pledge.
create or replace function public.save_pledge(
  p_organization_id uuid,
  p_donor_id uuid,
  p_pledge_date date,
  p_amount numeric,
  p_fund_id uuid default null,
  p_campaign text default null,
  p_notes text default null,
  p_installments jsonb default '[]'::jsonb,
  p_project_id uuid default null,
  p_account_id uuid default null,
  p_pledge_id uuid default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid := p_pledge_id;
  v_schedule jsonb := coalesce(p_installments, '[]'::jsonb);
  v_sum numeric;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot record pledges');
  if p_amount is null or p_amount <= 0 then
    raise exception 'A pledge is for an amount greater than zero' using errcode = '23514';
  end if;
  if p_pledge_date is null then
    raise exception 'A pledge needs the date it was made' using errcode = '23514';
  end if;
  if jsonb_typeof(v_schedule) <> 'array' then
    raise exception 'The schedule is a list of instalments' using errcode = '22023';
  end if;
  if jsonb_array_length(v_schedule) = 0 then
    v_schedule := jsonb_build_array(jsonb_build_object('due_date', p_pledge_date, 'amount', p_amount));
  end if;
  if exists (select 1 from jsonb_array_elements(v_schedule) s
             where nullif(s ->> 'due_date', '') is null or coalesce((s ->> 'amount')::numeric, 0) <= 0) then
    raise exception 'Every instalment needs a due date and an amount greater than zero' using errcode = '23514';
  end if;
  select sum((s ->> 'amount')::numeric) into v_sum from jsonb_array_elements(v_schedule) s;
  if v_sum <> p_amount then
    raise exception 'The instalments add up to % but the pledge is for %',
      to_char(v_sum, 'FM999,999,999,990.00'), to_char(p_amount, 'FM999,999,999,990.00') using errcode = '23514';
  end if;

  if v_id is null then
    insert into public.pledges (organization_id, donor_id, pledge_date, amount, fund_id, campaign, notes, project_id, account_id)
    values (p_organization_id, p_donor_id, p_pledge_date, p_amount, p_fund_id, nullif(btrim(coalesce(p_campaign, '')), ''),
            nullif(btrim(coalesce(p_notes, '')), ''), p_project_id, p_account_id)
    returning id into v_id;
  else
    update public.pledges p set donor_id = p_donor_id, pledge_date = p_pledge_date, amount = p_amount,
           fund_id = coalesce(p_fund_id, p.fund_id), campaign = nullif(btrim(coalesce(p_campaign, '')), ''),
           notes = nullif(btrim(coalesce(p_notes, '')), ''), project_id = p_project_id, account_id = p_account_id
     where p.id = v_id and p.organization_id = p_organization_id;
    if not found then
      raise exception 'Pledge not found' using errcode = 'PT404';
    end if;
    delete from public.pledge_installments i where i.pledge_id = v_id;
  end if;
  insert into public.pledge_installments (organization_id, pledge_id, due_date, amount)
  select p_organization_id, v_id, (s ->> 'due_date')::date, (s ->> 'amount')::numeric from jsonb_array_elements(v_schedule) s;
  return v_id;
end;
$$;
revoke all on function public.save_pledge(p_organization_id uuid, p_donor_id uuid, p_pledge_date date, p_amount numeric, p_fund_id uuid, p_campaign text, p_notes text, p_installments jsonb, p_project_id uuid, p_account_id uuid, p_pledge_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.save_pledge(p_organization_id uuid, p_donor_id uuid, p_pledge_date date, p_amount numeric, p_fund_id uuid, p_campaign text, p_notes text, p_installments jsonb, p_project_id uuid, p_account_id uuid, p_pledge_id uuid) to authenticated, service_role;
