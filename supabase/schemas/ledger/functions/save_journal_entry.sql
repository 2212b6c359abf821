-- RPC: saves a manual journal entry from the editor, as a draft or posted (owners, admins and
-- members). With p_entry_id it replaces that draft's header and lines (a posted entry, or one a
-- document created, is refused); without it a new entry is created. p_post = true posts it in the
-- same transaction after private.assert_entry_postable (nothing is saved if that fails).
-- Lines: [{account_id, fund_id, project_id?, function?, description?, debit?, credit?}], empty
-- lines skipped (private.editor_lines); a line's function reaches the ledger line. Returns the
-- entry's id.
create or replace function public.save_journal_entry(
  p_organization_id uuid,
  p_entry_date date,
  p_description text,
  p_lines jsonb,
  p_reference text default null,
  p_entry_id uuid default null,
  p_post boolean default false
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.journal_entries;
  v_id uuid := coalesce(p_entry_id, gen_random_uuid());
begin
  perform private.assert_can_edit_ledger(p_organization_id, 'journal entries');
  if p_entry_date is null then
    raise exception 'Choose the entry''s date' using errcode = 'P0001';
  end if;
  if p_entry_id is not null then
    select * into v_entry from public.journal_entries e where e.id = p_entry_id for update;
    if not found or v_entry.organization_id <> p_organization_id then
      raise exception 'Journal entry not found' using errcode = 'PT404';
    end if;
    if v_entry.status <> 'draft' then
      raise exception 'This entry is posted and cannot be changed; reverse it instead' using errcode = '42501';
    end if;
    if v_entry.source_type <> 'manual' then
      raise exception 'This entry belongs to a document; change the document instead' using errcode = '42501';
    end if;
    update public.journal_entries e set
      entry_date = p_entry_date,
      description = coalesce(btrim(p_description), ''),
      reference = nullif(btrim(coalesce(p_reference, '')), '')
    where e.id = p_entry_id;
    delete from public.journal_entry_lines l where l.journal_entry_id = p_entry_id;
  else
    insert into public.journal_entries (id, organization_id, entry_date, description, reference, status, source_type)
    values (v_id, p_organization_id, p_entry_date, coalesce(btrim(p_description), ''), nullif(btrim(coalesce(p_reference, '')), ''), 'draft', 'manual');
  end if;
  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, function, description, debit, credit, line_number)
  select p_organization_id, v_id, l.account_id, l.fund_id, l.project_id, l.function, l.description, l.debit, l.credit, l.line_number
  from private.editor_lines(p_organization_id, p_lines) l;
  if coalesce(p_post, false) then
    perform private.assert_entry_postable(v_id);
    update public.journal_entries e set status = 'posted' where e.id = v_id;
  end if;
  return v_id;
end;
$$;
revoke all on function public.save_journal_entry(p_organization_id uuid, p_entry_date date, p_description text, p_lines jsonb, p_reference text, p_entry_id uuid, p_post boolean) from public, anon, authenticated, service_role;
grant execute on function public.save_journal_entry(p_organization_id uuid, p_entry_date date, p_description text, p_lines jsonb, p_reference text, p_entry_id uuid, p_post boolean) to authenticated, service_role;
