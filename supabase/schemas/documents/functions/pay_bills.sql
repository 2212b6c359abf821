-- RPC for owners, admins and members: pays one bill or a batch in one transaction (all or none):
-- p_payments [{bill_id, amount}] (no amount: the bill's balance), one payment date, method and
-- paying account. Bills are paid by vendor, then due date; a check number is per vendor: bills of
-- the same vendor share a check, the next vendor gets the next number (when the first one is a
-- number). Each payment is recorded by private.record_document_payment, checked and posted by the
-- bill_payments_post trigger. The answer is a public.bill_payments_made.
create or replace function public.pay_bills(
  p_organization_id uuid,
  p_payments jsonb,
  p_payment_date date,
  p_method text default 'check',
  p_reference text default null,
  p_account_id uuid default null
)
returns public.bill_payments_made
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_vendor text := null;
  v_reference text := nullif(btrim(coalesce(p_reference, '')), '');
  v_first boolean := true;
  v_ids uuid[] := '{}';
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot pay bills');
  if jsonb_typeof(p_payments) is distinct from 'array' or jsonb_array_length(p_payments) = 0 then
    raise exception 'Choose at least one bill to pay' using errcode = '22023';
  end if;
  for v_row in
    select b.id, b.bill_number, coalesce(b.vendor_id::text, b.vendor_name) as vendor_key,
           coalesce(nullif(p ->> 'amount', '')::numeric, b.total - b.amount_paid) as amount
    from jsonb_array_elements(p_payments) as t (p)
    left join public.bills b on b.id = nullif(p ->> 'bill_id', '')::uuid and b.organization_id = p_organization_id
    order by b.vendor_name, b.due_date, b.bill_number
  loop
    if v_row.id is null then
      raise exception 'Bill not found' using errcode = 'PT404';
    end if;
    if v_row.amount is null or v_row.amount <= 0 then
      raise exception 'Bill % has nothing to pay', v_row.bill_number using errcode = '23514';
    end if;
    if not v_first and v_row.vendor_key is distinct from v_vendor and v_reference ~ '^[0-9]{1,18}$' then
      v_reference := (v_reference::numeric + 1)::text;
    end if;
    v_first := false;
    v_vendor := v_row.vendor_key;
    v_ids := v_ids || private.record_document_payment('bill', p_organization_id, v_row.id, p_payment_date, v_row.amount, p_method,
      v_reference, p_account_id, null);
  end loop;
  return row(v_ids, coalesce(array_length(v_ids, 1), 0))::public.bill_payments_made;
end;
$$;
revoke all on function public.pay_bills(p_organization_id uuid, p_payments jsonb, p_payment_date date, p_method text, p_reference text, p_account_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.pay_bills(p_organization_id uuid, p_payments jsonb, p_payment_date date, p_method text, p_reference text, p_account_id uuid) to authenticated, service_role;
