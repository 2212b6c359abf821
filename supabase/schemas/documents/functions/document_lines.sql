-- The lines of one invoice ('invoice') or bill ('bill') as its record page shows them, in order,
-- with their account, project and fund (public.document_line); for public.get_invoice and
-- public.get_bill, which check membership.
create or replace function private.document_lines(p_kind text, p_document_id uuid)
returns public.document_line[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  k record;
  v_lines public.document_line[];
begin
  select * into k from private.document_kind(p_kind);
  execute format($q$
    select coalesce(array_agg(row(
        l.id, l.line_number, l.description, l.quantity::text,
        l.unit_price::text, l.amount::text, l.account_id,
        a.code || ' ' || a.name, l.project_id, p.name,
        l.fund_id, fu.name)::public.document_line order by l.line_number, l.created_at), '{}')
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
