-- RPC: one entry with its lines (account, fund and project named, and each line's expense function,
-- null off expense accounts), the document it belongs to, the entry it reverses and the one
-- reversing it, and what the caller may do with it: can_edit (a manual draft) and can_reverse (a
-- posted manual or opening-balance entry not yet reversed), for owners, admins and members. Any
-- member may read it; an unknown entry or another organization's is "not found". The answer is a
-- public.journal_entry_detail.
create or replace function public.get_journal_entry(p_entry_id uuid)
returns public.journal_entry_detail
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_entry public.journal_entries;
  v_can_edit boolean;
  v_reversed_by public.journal_entries;
begin
  select * into v_entry from public.journal_entries e where e.id = p_entry_id;
  if not found or not public.is_org_member(v_entry.organization_id) then
    raise exception 'Journal entry not found' using errcode = 'PT404';
  end if;
  v_can_edit := public.has_org_role(v_entry.organization_id, array['owner', 'admin', 'member']);
  select * into v_reversed_by from public.journal_entries e where e.reverses_entry_id = p_entry_id;
  return row(
    v_entry.id,
    v_entry.organization_id,
    v_entry.entry_date,
    v_entry.description,
    v_entry.reference,
    v_entry.status,
    v_entry.source_type,
    v_entry.source_id,
    v_entry.created_at,
    v_entry.posted_at,
    (select coalesce(p.full_name, p.email) from public.profiles p where p.id = v_entry.created_by),
    private.entry_document(v_entry),
    (select row(r.id, r.entry_date, r.description)::public.journal_entry_link
     from public.journal_entries r where r.id = v_entry.reverses_entry_id),
    case when v_reversed_by.id is null then null
         else row(v_reversed_by.id, v_reversed_by.entry_date, v_reversed_by.description)::public.journal_entry_link end,
    v_can_edit and v_entry.status = 'draft' and v_entry.source_type = 'manual',
    v_can_edit and v_entry.status = 'posted' and v_entry.source_type in ('manual', 'opening_balance', 'import') and v_reversed_by.id is null,
    array(
      select row(l.id, l.line_number, l.account_id, a.code, a.name, l.fund_id, f.name, l.project_id, p.name,
                 l.function, l.description, l.debit, l.credit)::public.journal_entry_detail_line
      from public.journal_entry_lines l
      join public.accounts a on a.id = l.account_id
      join public.funds f on f.id = l.fund_id
      left join public.projects p on p.id = l.project_id
      where l.journal_entry_id = p_entry_id
      order by l.line_number, l.id)
  )::public.journal_entry_detail;
end;
$$;
revoke all on function public.get_journal_entry(p_entry_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_journal_entry(p_entry_id uuid) to authenticated, service_role;
