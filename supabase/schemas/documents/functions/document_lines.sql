-- The lines of one invoice ('invoice') or bill ('bill') as its record page shows them, in order,
-- with their account, project and fund; for public.get_invoice and public.get_bill, which check
-- membership.
create or replace function private.document_lines(p_kind text, p_document_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  k record;
  v_lines json;
begin
  select * into k from private.document_kind(p_kind);
  execute format($q$
    select coalesce(json_agg(json_build_object(
        'id', l.id, 'line_number', l.line_number, 'description', l.description, 'quantity', l.quantity::text,
        'unit_price', l.unit_price::text, 'amount', l.amount::text, 'account_id', l.account_id,
        'account_label', a.code || ' ' || a.name, 'project_id', l.project_id, 'project_name', p.name,
        'fund_id', l.fund_id, 'fund_name', fu.name) order by l.line_number, l.created_at), '[]'::json)
    from public.%I l
    left join public.accounts a on a.id = l.account_id
    left join public.funds fu on fu.id = l.fund_id
    left join public.projects p on p.id = l.project_id
    where l.%I = $1$q$, k.lines, k.document_id)
    into v_lines using p_document_id;
  return v_lines;
end;
$$;
revoke all on function private.document_lines(p_kind text, p_document_id uuid) from public, anon, authenticated, service_role;
