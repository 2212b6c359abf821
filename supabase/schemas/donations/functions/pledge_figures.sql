-- A pledge's figures: paid, cancelled, open balance, status and the next unpaid instalment (gifts
-- fill the instalments in due-date order). One definition for the list, the drawer and the tests.
create or replace function private.pledge_figures(p_pledge public.pledges)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with paid as (select private.pledge_paid(p_pledge.id) as amount),
  schedule as (
    select i.id, i.due_date, i.amount, i.created_at,
           coalesce(sum(i.amount) over (order by i.due_date, i.created_at, i.id rows between unbounded preceding and 1 preceding), 0) as before
    from public.pledge_installments i where i.pledge_id = p_pledge.id
  ),
  filled as (
    select s.*, least(s.amount, greatest((select amount from paid) - s.before, 0))::numeric(14, 2) as paid_amount from schedule s
  ),
  next_due as (
    select f.due_date, (f.amount - f.paid_amount) as amount from filled f where f.paid_amount < f.amount order by f.due_date limit 1
  )
  select jsonb_build_object(
    'paid', (select amount from paid)::text,
    'written_off', p_pledge.written_off::text,
    'open_balance', (p_pledge.amount - (select amount from paid) - p_pledge.written_off)::text,
    'status', case
      when p_pledge.cancelled_at is not null then 'cancelled'
      when p_pledge.amount - (select amount from paid) - p_pledge.written_off <= 0 then 'fulfilled'
      when (select amount from paid) > 0 then 'partially_paid'
      else 'open' end,
    'next_due_date', case when p_pledge.cancelled_at is null then (select due_date from next_due) end,
    'next_due_amount', case when p_pledge.cancelled_at is null then (select amount from next_due)::text end,
    'overdue', p_pledge.cancelled_at is null and coalesce((select due_date from next_due) < private.today_for_organization(p_pledge.organization_id), false),
    'installment_count', (select count(*) from schedule),
    'installments', coalesce((select jsonb_agg(jsonb_build_object(
        'id', f.id, 'due_date', f.due_date, 'amount', f.amount::text, 'paid', f.paid_amount::text,
        'status', case when f.paid_amount >= f.amount then 'paid' when p_pledge.cancelled_at is not null then 'cancelled'
                       when f.paid_amount > 0 then 'partially_paid' when f.due_date < private.today_for_organization(p_pledge.organization_id) then 'overdue' else 'due' end)
        order by f.due_date, f.created_at, f.id) from filled f), '[]'::jsonb))
$$;
revoke all on function private.pledge_figures(p_pledge pledges) from public, anon, authenticated, service_role;
