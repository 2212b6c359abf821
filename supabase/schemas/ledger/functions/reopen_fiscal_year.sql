-- RPC (owners only): reopens a closed fiscal year. Posts the closing entry's mirror (source
-- year_end_reopen, same date) and puts the lock date back where the close found it, but never
-- still covering the reopened year's end. A later closed year is reopened first.
create or replace function public.reopen_fiscal_year(p_close_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_close public.fiscal_year_closes;
  v_entry uuid;
  v_lock date;
begin
  select * into v_close from public.fiscal_year_closes c where c.id = p_close_id;
  if not found or not public.is_org_member(v_close.organization_id) then
    raise exception 'Year-end close not found' using errcode = 'PT404';
  end if;
  perform private.require_role(v_close.organization_id, array['owner'], 'Only an owner can reopen a closed fiscal year');
  perform pg_advisory_xact_lock(hashtextextended('fiscal_year_close:' || v_close.organization_id::text, 0));
  select * into v_close from public.fiscal_year_closes c where c.id = p_close_id;
  if v_close.reopened_at is not null then
    raise exception 'This fiscal year is already reopened' using errcode = '23514';
  end if;
  if exists (select 1 from public.fiscal_year_closes c where c.organization_id = v_close.organization_id and c.fiscal_year_end > v_close.fiscal_year_end and c.reopened_at is null) then
    raise exception 'A later fiscal year is closed; an owner reopens it first' using errcode = '23514';
  end if;

  select s.locked_through into v_lock from public.organization_settings s where s.organization_id = v_close.organization_id;
  if v_lock is not null and v_lock >= v_close.fiscal_year_end then
    perform private.set_lock_date(v_close.organization_id, v_close.fiscal_year_end - 1);
  end if;
  if v_close.closing_entry_id is not null then
    v_entry := gen_random_uuid();
    -- Linked to the close by source_id (reverses_entry_id is for reversals a user asks for, which
    -- journal_entries_document_reversal refuses for a close).
    insert into public.journal_entries (id, organization_id, entry_date, description, reference, status, source_type, source_id)
    select v_entry, e.organization_id, e.entry_date, 'Reopening of the fiscal year ' || v_close.fiscal_year_start || ' to ' || v_close.fiscal_year_end,
           e.reference, 'posted', 'year_end_reopen', v_close.id
    from public.journal_entries e where e.id = v_close.closing_entry_id;
    insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, description, debit, credit, line_number)
    select l.organization_id, v_entry, l.account_id, l.fund_id, l.project_id, 'Year-end reopening', l.credit, l.debit, l.line_number
    from public.journal_entry_lines l where l.journal_entry_id = v_close.closing_entry_id;
  end if;
  -- Back to the lock in force before the close, but never still covering the reopened year's end.
  perform private.set_lock_date(v_close.organization_id,
    case when v_close.previous_locked_through is null or v_close.previous_locked_through < v_close.fiscal_year_end
         then v_close.previous_locked_through else v_close.fiscal_year_end - 1 end);
  update public.fiscal_year_closes set reopened_by = auth.uid(), reopened_at = now(), reopening_entry_id = v_entry where id = p_close_id;
end;
$$;
revoke all on function public.reopen_fiscal_year(p_close_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.reopen_fiscal_year(p_close_id uuid) to authenticated, service_role;
