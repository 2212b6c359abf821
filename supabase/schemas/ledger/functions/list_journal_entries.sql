-- RPC: one page of an organization's journal entries with their lines, newest first, and the total
-- count. Any member may call it; the Journal Entries screen reads search_journal_entries.
create or replace function public.list_journal_entries(p_organization_id uuid, p_limit integer default 50, p_offset integer default 0)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return json_build_object(
    'total', (select count(*) from public.journal_entries x where x.organization_id = p_organization_id),
    'limit', least(greatest(coalesce(p_limit, 50), 1), 1000),
    'offset', greatest(coalesce(p_offset, 0), 0),
    'rows', coalesce((
      select json_agg(e order by e.entry_date desc, e.created_at desc, e.id) from (
        select x.*, coalesce((select json_agg(l order by l.line_number, l.id) from public.journal_entry_lines l where l.journal_entry_id = x.id), '[]'::json) as journal_entry_lines
        from public.journal_entries x where x.organization_id = p_organization_id
        order by x.entry_date desc, x.created_at desc, x.id
        limit least(greatest(coalesce(p_limit, 50), 1), 1000) offset greatest(coalesce(p_offset, 0), 0)) e), '[]'::json));
end;
$$;
revoke all on function public.list_journal_entries(p_organization_id uuid, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.list_journal_entries(p_organization_id uuid, p_limit integer, p_offset integer) to authenticated, service_role;
