-- RPC for owners, admins and members: creates or saves an invoice from the editor (p_invoice: the
-- header; p_lines: the lines, replacing the draft's; p_issue: issue it once saved). A draft
-- changes freely; an issued invoice keeps its customer, lines, amounts, fund and date, and only its
-- customer e-mail, due date, terms and notes change. A line without a fund takes the invoice's
-- (private.document_line_fund).
create or replace function public.save_invoice(
  p_organization_id uuid,
  p_invoice_id uuid default null,
  p_invoice jsonb default '{}'::jsonb,
  p_lines jsonb default null,
  p_issue boolean default false
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := p_invoice_id;
  v_status text;
  v_customer public.customers;
  v_name text;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change invoices');
  if p_lines is not null and jsonb_typeof(p_lines) <> 'array' then
    raise exception 'p_lines must be a JSON array of lines' using errcode = '22023';
  end if;
  if nullif(p_invoice ->> 'customer_id', '') is not null then
    select * into v_customer from public.customers c
    where c.id = (p_invoice ->> 'customer_id')::uuid and c.organization_id = p_organization_id;
    if not found then
      raise exception 'Customer not found' using errcode = 'P0002';
    end if;
  end if;
  v_name := coalesce(v_customer.name, nullif(btrim(p_invoice ->> 'customer_name'), ''));
  if v_name is null then
    raise exception 'Choose the customer' using errcode = '23514';
  end if;

  if v_id is null then
    insert into public.invoices (organization_id, invoice_number, customer_id, customer_name, customer_email, issue_date, due_date, terms, fund_id, project_id, notes)
    values (p_organization_id, '', v_customer.id, v_name,
            coalesce(nullif(p_invoice ->> 'customer_email', ''), v_customer.email),
            coalesce((p_invoice ->> 'issue_date')::date, private.today_for_organization(p_organization_id)),
            coalesce((p_invoice ->> 'due_date')::date, coalesce((p_invoice ->> 'issue_date')::date, private.today_for_organization(p_organization_id)) + 30),
            nullif(p_invoice ->> 'terms', ''), nullif(p_invoice ->> 'fund_id', '')::uuid, nullif(p_invoice ->> 'project_id', '')::uuid,
            nullif(p_invoice ->> 'notes', ''))
    returning id into v_id;
    v_status := 'draft';
  else
    select i.status into v_status from public.invoices i where i.id = v_id and i.organization_id = p_organization_id for update;
    if not found then
      raise exception 'Invoice not found' using errcode = 'P0002';
    end if;
    if v_status = 'void' then
      raise exception 'A void invoice cannot be changed' using errcode = '23514';
    end if;
    if v_status = 'draft' then
      update public.invoices i set
        customer_id = v_customer.id, customer_name = v_name,
        customer_email = coalesce(nullif(p_invoice ->> 'customer_email', ''), v_customer.email),
        issue_date = coalesce((p_invoice ->> 'issue_date')::date, i.issue_date),
        due_date = coalesce((p_invoice ->> 'due_date')::date, i.due_date),
        terms = nullif(p_invoice ->> 'terms', ''),
        fund_id = nullif(p_invoice ->> 'fund_id', '')::uuid,
        project_id = nullif(p_invoice ->> 'project_id', '')::uuid,
        notes = nullif(p_invoice ->> 'notes', '')
      where i.id = v_id;
    else
      if p_lines is not null then
        raise exception 'Lines of an issued invoice cannot be changed' using errcode = '42501';
      end if;
      update public.invoices i set
        customer_email = nullif(p_invoice ->> 'customer_email', ''),
        due_date = coalesce((p_invoice ->> 'due_date')::date, i.due_date),
        terms = nullif(p_invoice ->> 'terms', ''),
        notes = nullif(p_invoice ->> 'notes', '')
      where i.id = v_id;
    end if;
  end if;

  if p_lines is not null and v_status = 'draft' then
    delete from public.invoice_lines l where l.invoice_id = v_id;
    insert into public.invoice_lines (organization_id, invoice_id, description, quantity, unit_price, account_id, project_id, fund_id, line_number)
    select p_organization_id, v_id, coalesce(l ->> 'description', ''), coalesce((l ->> 'quantity')::numeric, 1),
           coalesce((l ->> 'unit_price')::numeric, 0), nullif(l ->> 'account_id', '')::uuid, nullif(l ->> 'project_id', '')::uuid,
           nullif(l ->> 'fund_id', '')::uuid, n::smallint
    from jsonb_array_elements(p_lines) with ordinality as t (l, n);
  end if;

  if p_issue and v_status = 'draft' then
    perform public.set_invoice_status(v_id, 'sent');
  end if;
  return v_id;
end;
$$;
revoke all on function public.save_invoice(p_organization_id uuid, p_invoice_id uuid, p_invoice jsonb, p_lines jsonb, p_issue boolean) from public, anon, authenticated, service_role;
grant execute on function public.save_invoice(p_organization_id uuid, p_invoice_id uuid, p_invoice jsonb, p_lines jsonb, p_issue boolean) to authenticated, service_role;
