-- RPC for owners, admins and members: creates or saves a bill from the editor (p_bill: the header;
-- p_lines: the lines, replacing the draft's; p_approve: approve it once saved). A draft changes
-- freely; an approved bill keeps its vendor, lines, amounts, fund and date, and only its vendor
-- reference, due date and notes change. A line without an account takes the vendor's default
-- expense account; a line without a fund, the bill's (private.document_line_fund).
create or replace function public.save_bill(
  p_organization_id uuid,
  p_bill_id uuid default null,
  p_bill jsonb default '{}'::jsonb,
  p_lines jsonb default null,
  p_approve boolean default false
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := p_bill_id;
  v_status text;
  v_vendor public.vendors;
  v_name text;
  v_links uuid[];
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change bills');
  if p_lines is not null and jsonb_typeof(p_lines) <> 'array' then
    raise exception 'p_lines must be a JSON array of lines' using errcode = '22023';
  end if;
  if nullif(p_bill ->> 'vendor_id', '') is not null then
    select * into v_vendor from public.vendors v
    where v.id = (p_bill ->> 'vendor_id')::uuid and v.organization_id = p_organization_id;
    if not found then
      raise exception 'Vendor not found' using errcode = 'P0002';
    end if;
  end if;
  v_name := coalesce(v_vendor.name, nullif(btrim(p_bill ->> 'vendor_name'), ''));
  if v_name is null then
    raise exception 'Choose the vendor' using errcode = '23514';
  end if;

  if v_id is null then
    insert into public.bills (organization_id, bill_number, vendor_id, vendor_name, vendor_reference, bill_date, due_date, fund_id, notes)
    values (p_organization_id, coalesce(nullif(btrim(p_bill ->> 'bill_number'), ''), ''), v_vendor.id, v_name, nullif(p_bill ->> 'vendor_reference', ''),
            coalesce((p_bill ->> 'bill_date')::date, private.today_for_organization(p_organization_id)),
            coalesce((p_bill ->> 'due_date')::date, coalesce((p_bill ->> 'bill_date')::date, private.today_for_organization(p_organization_id)) + 30),
            nullif(p_bill ->> 'fund_id', '')::uuid, nullif(p_bill ->> 'notes', ''))
    returning id into v_id;
    v_status := 'draft';
  else
    select b.status into v_status from public.bills b where b.id = v_id and b.organization_id = p_organization_id for update;
    if not found then
      raise exception 'Bill not found' using errcode = 'P0002';
    end if;
    if v_status = 'void' then
      raise exception 'A void bill cannot be changed' using errcode = '23514';
    end if;
    if v_status = 'draft' then
      update public.bills b set
        vendor_id = v_vendor.id, vendor_name = v_name,
        vendor_reference = nullif(p_bill ->> 'vendor_reference', ''),
        bill_date = coalesce((p_bill ->> 'bill_date')::date, b.bill_date),
        due_date = coalesce((p_bill ->> 'due_date')::date, b.due_date),
        fund_id = nullif(p_bill ->> 'fund_id', '')::uuid,
        notes = nullif(p_bill ->> 'notes', '')
      where b.id = v_id;
    else
      if p_lines is not null then
        raise exception 'Lines of an approved bill cannot be changed' using errcode = '42501';
      end if;
      update public.bills b set
        vendor_reference = nullif(p_bill ->> 'vendor_reference', ''),
        due_date = coalesce((p_bill ->> 'due_date')::date, b.due_date),
        notes = nullif(p_bill ->> 'notes', '')
      where b.id = v_id;
    end if;
  end if;

  if p_lines is not null and v_status = 'draft' then
    -- A bill made from a purchase order keeps each line's link to its order line: a line given
    -- without purchase_order_item_id takes the link of the line it replaces (same position), so
    -- editing the header or an amount does not unmatch the bill from what was received.
    select coalesce(array_agg(l.purchase_order_item_id order by l.line_number, l.id), '{}') into v_links
    from public.bill_lines l where l.bill_id = v_id;
    delete from public.bill_lines l where l.bill_id = v_id;
    insert into public.bill_lines (organization_id, bill_id, description, quantity, unit_price, account_id, project_id, fund_id, line_number, purchase_order_item_id)
    select p_organization_id, v_id, coalesce(l ->> 'description', ''), coalesce((l ->> 'quantity')::numeric, 1),
           coalesce((l ->> 'unit_price')::numeric, 0), coalesce(nullif(l ->> 'account_id', '')::uuid, v_vendor.default_expense_account_id),
           nullif(l ->> 'project_id', '')::uuid, nullif(l ->> 'fund_id', '')::uuid, n::smallint,
           coalesce(nullif(l ->> 'purchase_order_item_id', '')::uuid, v_links[n])
    from jsonb_array_elements(p_lines) with ordinality as t (l, n);
  end if;

  if p_approve and v_status = 'draft' then
    perform public.set_bill_status(v_id, 'approved');
  end if;
  return v_id;
end;
$$;
revoke all on function public.save_bill(p_organization_id uuid, p_bill_id uuid, p_bill jsonb, p_lines jsonb, p_approve boolean) from public, anon, authenticated, service_role;
grant execute on function public.save_bill(p_organization_id uuid, p_bill_id uuid, p_bill jsonb, p_lines jsonb, p_approve boolean) to authenticated, service_role;
