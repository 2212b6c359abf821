-- Records one payment of payroll liabilities, for public.pay_payroll_liabilities (which checks the
-- caller) and the demo seed, from p_account_id (empty: the cash account): p_items [{agency, item, period, amount?}] (no amount: all that is owed),
-- each at most what its agency is owed for that item and month, split over the funds that owe it
-- in proportion (cumulative rounding). One entry: debit Accrued Payroll Liabilities per item and
-- fund, credit the paying account per fund, dated the payment date (an open period). All or nothing.
create or replace function private.record_payroll_liability_payment(
  p_organization_id uuid,
  p_payment_date date,
  p_account_id uuid,
  p_items jsonb,
  p_method text,
  p_reference text,
  p_memo text,
  p_created_by uuid
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
  v_account public.accounts;
  v_paying uuid := coalesce(p_account_id, private.cash_account(p_organization_id));
  v_accrued uuid := private.system_account(p_organization_id, 'accrued_payroll');
  v_item jsonb;
  v_agency text;
  v_name text;
  v_period date;
  v_owed numeric;
  v_amount numeric;
  v_seen text[] := '{}';
  v_key text;
  v_lines jsonb := '[]'::jsonb;
  v_entry uuid;
  v_agencies text[];
begin
  if p_payment_date is null then
    raise exception 'A liability payment needs a payment date' using errcode = '23502';
  end if;
  perform private.assert_period_open(p_organization_id, p_payment_date);
  select * into v_account from public.accounts a where a.id = v_paying and a.organization_id = p_organization_id;
  if not found or v_account.category <> 'Assets' then
    raise exception 'Payroll liabilities are paid from a bank or other Assets account' using errcode = '23514';
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'Choose at least one liability to pay' using errcode = '22023';
  end if;
  -- One payment at a time per organization: two that read the same balance cannot both pay it.
  perform 1 from public.organization_settings s where s.organization_id = p_organization_id for update;

  for v_item in select x from jsonb_array_elements(p_items) x loop
    v_agency := v_item ->> 'agency';
    v_name := v_item ->> 'item';
    v_period := date_trunc('month', nullif(v_item ->> 'period', '')::date)::date;
    if v_agency is null or v_name is null or v_period is null then
      raise exception 'Each liability to pay names its agency, item and period' using errcode = '22023';
    end if;
    v_key := v_agency || '|' || v_name || '|' || v_period;
    if v_key = any (v_seen) then
      raise exception '% for % appears twice in this payment', v_name, to_char(v_period, 'FMMonth YYYY') using errcode = '23514';
    end if;
    v_seen := v_seen || v_key;
    select sum(b.accrued - b.paid) into v_owed
    from private.payroll_liability_balances(p_organization_id, v_period) b
    where b.agency = v_agency and b.item = v_name and b.period = v_period and b.accrued > b.paid;
    if coalesce(v_owed, 0) <= 0 then
      raise exception 'Nothing is owed to % for % of %', v_agency, v_name, to_char(v_period, 'FMMonth YYYY') using errcode = '23514';
    end if;
    v_amount := coalesce(nullif(v_item ->> 'amount', '')::numeric, v_owed);
    if v_amount <= 0 or v_amount <> round(v_amount, 2) then
      raise exception 'The amount of % for % must be above zero, in cents', v_name, to_char(v_period, 'FMMonth YYYY') using errcode = '23514';
    end if;
    if v_amount > v_owed then
      raise exception '% for % owes % to %; a payment cannot pay more', v_name, to_char(v_period, 'FMMonth YYYY'), v_owed, v_agency
        using errcode = '23514';
    end if;
    select v_lines || coalesce(jsonb_agg(jsonb_build_object('agency', v_agency, 'item', v_name, 'period', v_period, 'fund_id', s.fund_id, 'amount', s.share)), '[]'::jsonb)
    into v_lines
    from (
      select o.fund_id,
             round(v_amount * o.cum / v_owed, 2) - round(v_amount * (o.cum - o.owed) / v_owed, 2) as share
      from (
        select b.fund_id, b.accrued - b.paid as owed, sum(b.accrued - b.paid) over (order by b.fund_id) as cum
        from private.payroll_liability_balances(p_organization_id, v_period) b
        where b.agency = v_agency and b.item = v_name and b.period = v_period and b.accrued > b.paid
      ) o
    ) s
    where s.share > 0;
  end loop;

  select array_agg(distinct l ->> 'agency' order by l ->> 'agency') into v_agencies from jsonb_array_elements(v_lines) l;
  v_entry := private.post_entry(
    p_organization_id, p_payment_date,
    'Payroll liabilities paid to ' || case when array_length(v_agencies, 1) <= 2 then array_to_string(v_agencies, ' and ')
                                           else array_length(v_agencies, 1) || ' agencies' end,
    'payroll_liability_payment', v_id,
    (select jsonb_agg(x.line order by x.grp, x.ord) from (
       select 1 as grp, row_number() over (order by l ->> 'period', l ->> 'agency', l ->> 'item', l ->> 'fund_id') as ord,
              jsonb_build_object('account_id', v_accrued, 'fund_id', l ->> 'fund_id',
                                 'description', (l ->> 'item') || ' ' || to_char((l ->> 'period')::date, 'YYYY-MM'), 'debit', l ->> 'amount') as line
       from jsonb_array_elements(v_lines) l
       union all
       select 2, row_number() over (order by f.fund_id),
              jsonb_build_object('account_id', v_paying, 'fund_id', f.fund_id, 'description', 'Payroll liabilities paid', 'credit', f.amount)
       from (select l ->> 'fund_id' as fund_id, sum((l ->> 'amount')::numeric) as amount from jsonb_array_elements(v_lines) l group by 1) f
     ) x),
    nullif(btrim(coalesce(p_reference, '')), ''));

  insert into public.payroll_liability_payments (id, organization_id, payment_date, account_id, method, reference, memo, total, journal_entry_id, created_by)
  values (v_id, p_organization_id, p_payment_date, v_paying, coalesce(nullif(p_method, ''), 'ach'),
          nullif(btrim(coalesce(p_reference, '')), ''), nullif(btrim(coalesce(p_memo, '')), ''),
          (select sum((l ->> 'amount')::numeric) from jsonb_array_elements(v_lines) l), v_entry, p_created_by);
  insert into public.payroll_liability_payment_lines (organization_id, payment_id, agency, item, period, fund_id, amount)
  select p_organization_id, v_id, l ->> 'agency', l ->> 'item', (l ->> 'period')::date, (l ->> 'fund_id')::uuid, (l ->> 'amount')::numeric
  from jsonb_array_elements(v_lines) l;
  return v_id;
end;
$$;
revoke all on function private.record_payroll_liability_payment(p_organization_id uuid, p_payment_date date, p_account_id uuid, p_items jsonb, p_method text, p_reference text, p_memo text, p_created_by uuid) from public, anon, authenticated, service_role;
