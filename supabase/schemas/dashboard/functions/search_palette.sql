-- RPC (any member): the documents the command palette finds for what was typed: invoices, bills,
-- donations (by receipt number), journal entries keyed in by hand (by reference: an entry a document
-- posted is found as its document), purchase orders and payroll runs
-- (by pay date, yyyy-mm-dd: a run has no number), each matched on its number or its party's name
-- (case-insensitive, anywhere in the text; the user's % and _ are taken literally). At most
-- p_limit rows of each kind (1 to 20, default 5): an exact number first, then a number that starts
-- with the text, then the newest. Security invoker: the caller's row-level security decides what
-- each table shows. Money goes out as numeric text, never as a float.
create or replace function public.search_palette(p_organization_id uuid, p_query text, p_limit integer default 5)
returns table (kind text, id uuid, number text, party text, amount text, document_date date)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_text text := btrim(coalesce(p_query, ''));
  v_limit integer := least(greatest(coalesce(p_limit, 5), 1), 20);
  v_pattern text;
  v_prefix text;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if v_text = '' then
    return;
  end if;
  v_text := left(v_text, 100);
  v_prefix := replace(replace(replace(v_text, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  v_pattern := '%' || v_prefix;
  return query
  with found as (
    (select 'invoice'::text as kind, i.id, i.invoice_number as number, i.customer_name as party, i.total::text as amount, i.issue_date as document_date
     from public.invoices i
     where i.organization_id = p_organization_id and (i.invoice_number ilike v_pattern or i.customer_name ilike v_pattern)
     order by lower(i.invoice_number) = lower(v_text) desc, i.invoice_number ilike v_prefix desc, i.issue_date desc, i.id
     limit v_limit)
    union all
    (select 'bill', b.id, b.bill_number, b.vendor_name, b.total::text, b.bill_date
     from public.bills b
     where b.organization_id = p_organization_id and (b.bill_number ilike v_pattern or b.vendor_name ilike v_pattern or b.vendor_reference ilike v_pattern)
     order by lower(b.bill_number) = lower(v_text) desc, b.bill_number ilike v_prefix desc, b.bill_date desc, b.id
     limit v_limit)
    union all
    (select 'donation', d.id, d.receipt_number, d.donor_name, d.amount::text, d.donation_date
     from public.donations d
     where d.organization_id = p_organization_id and (d.receipt_number ilike v_pattern or d.donor_name ilike v_pattern)
     order by lower(coalesce(d.receipt_number, '')) = lower(v_text) desc, coalesce(d.receipt_number ilike v_prefix, false) desc, d.donation_date desc, d.id
     limit v_limit)
    union all
    (select 'journal_entry', j.id, j.reference, nullif(j.description, ''),
            (select coalesce(sum(l.debit), 0)::numeric(14,2)::text from public.journal_entry_lines l where l.journal_entry_id = j.id), j.entry_date
     from public.journal_entries j
     where j.organization_id = p_organization_id and j.source_type = 'manual' and coalesce(j.reference, '') ilike v_pattern
     order by lower(coalesce(j.reference, '')) = lower(v_text) desc, j.entry_date desc, j.id
     limit v_limit)
    union all
    (select 'purchase_order', o.id, o.po_number, o.vendor_name, o.total::text, o.order_date
     from public.purchase_orders o
     where o.organization_id = p_organization_id and (o.po_number ilike v_pattern or o.vendor_name ilike v_pattern)
     order by lower(o.po_number) = lower(v_text) desc, o.po_number ilike v_prefix desc, o.order_date desc, o.id
     limit v_limit)
    union all
    (select 'payroll_run', r.id, to_char(r.pay_date, 'YYYY-MM-DD'), to_char(r.period_start, 'YYYY-MM-DD') || ' to ' || to_char(r.period_end, 'YYYY-MM-DD'),
            r.total_gross::text, r.pay_date
     from public.payroll_runs r
     where r.organization_id = p_organization_id and to_char(r.pay_date, 'YYYY-MM-DD') ilike v_pattern
     order by r.pay_date desc, r.id
     limit v_limit)
  )
  select f.kind, f.id, f.number, f.party, f.amount, f.document_date from found f;
end;
$$;
revoke all on function public.search_palette(p_organization_id uuid, p_query text, p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.search_palette(p_organization_id uuid, p_query text, p_limit integer) to authenticated, service_role;
