-- Trigger on invoice_lines and bill_lines: a line without a fund takes its document's fund (else
-- the general fund); a fund of another organization is refused in words rather than by the foreign
-- key's message.
create or replace function private.document_line_fund()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fund uuid;
begin
  if new.fund_id is null then
    if tg_table_name = 'invoice_lines' then
      select i.fund_id into v_fund from public.invoices i where i.id = new.invoice_id;
    else
      select b.fund_id into v_fund from public.bills b where b.id = new.bill_id;
    end if;
    new.fund_id := coalesce(v_fund, private.default_fund(new.organization_id));
  elsif not exists (select 1 from public.funds f where f.id = new.fund_id and f.organization_id = new.organization_id) then
    raise exception 'Fund not found' using errcode = 'PT404';
  end if;
  return new;
end;
$$;
revoke all on function private.document_line_fund() from public, anon, authenticated, service_role;
