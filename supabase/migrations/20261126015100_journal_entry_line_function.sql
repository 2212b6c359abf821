-- The expense function per line through the journal entry editor (issue 15, point 9): the editor
-- may say, on a line of an expense account, which function it served (program,
-- management_general, fundraising). The save and post RPCs of 20261124002300 (editor) and
-- 20261122000300 (post_journal_entry) inserted lines without it, so the trigger of
-- 20261125001100 always filled the project's or account's default and an explicit choice was lost.
-- Here they carry `function` from the line's json into journal_entry_lines.function; a blank or
-- missing one still lets the trigger fill the default, and on other accounts the trigger keeps
-- null whatever the line says. A draft's lines keep their function when the draft is posted (the
-- post only changes the entry's status), so the posted ledger line and the kept totals by
-- function carry the choice. get_journal_entry returns each line's function for the read-only view.

-- editor_lines gains the function column (a changed result type needs drop and create).
drop function private.editor_lines(uuid, jsonb);
create function private.editor_lines(p_org uuid, p_lines jsonb)
returns table (line_number smallint, account_id uuid, fund_id uuid, project_id uuid, description text, debit numeric, credit numeric, function text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_line jsonb;
  v_n integer := 0;
  v_index integer := 0;
  v_debit numeric;
  v_credit numeric;
  v_function text;
begin
  if p_lines is null or jsonb_typeof(p_lines) <> 'array' then
    raise exception 'The lines must be a list' using errcode = 'P0001';
  end if;
  for v_line in select x from jsonb_array_elements(p_lines) as t (x) loop
    v_index := v_index + 1;
    begin
      v_debit := coalesce(nullif(v_line ->> 'debit', '')::numeric, 0);
      v_credit := coalesce(nullif(v_line ->> 'credit', '')::numeric, 0);
    exception when others then
      raise exception 'Line %: the amount is not a number', v_index using errcode = 'P0001';
    end;
    if v_debit = 0 and v_credit = 0 and nullif(v_line ->> 'account_id', '') is null then
      continue;
    end if;
    if v_debit < 0 or v_credit < 0 then
      raise exception 'Line %: amounts cannot be negative (use the other column)', v_index using errcode = 'P0001';
    end if;
    if v_debit <> round(v_debit, 2) or v_credit <> round(v_credit, 2) then
      raise exception 'Line %: amounts are in cents at most', v_index using errcode = 'P0001';
    end if;
    if v_debit > 0 and v_credit > 0 then
      raise exception 'Line %: a line has a debit or a credit, not both', v_index using errcode = 'P0001';
    end if;
    if v_debit = 0 and v_credit = 0 then
      raise exception 'Line %: enter a debit or a credit', v_index using errcode = 'P0001';
    end if;
    if nullif(v_line ->> 'account_id', '') is null then
      raise exception 'Line %: choose an account', v_index using errcode = 'P0001';
    end if;
    if nullif(v_line ->> 'fund_id', '') is null then
      raise exception 'Line %: choose a fund', v_index using errcode = 'P0001';
    end if;
    if not exists (select 1 from public.accounts a where a.id = (v_line ->> 'account_id')::uuid and a.organization_id = p_org) then
      raise exception 'Line %: the account was not found in this organization', v_index using errcode = 'P0001';
    end if;
    if not exists (select 1 from public.funds f where f.id = (v_line ->> 'fund_id')::uuid and f.organization_id = p_org) then
      raise exception 'Line %: the fund was not found in this organization', v_index using errcode = 'P0001';
    end if;
    if nullif(v_line ->> 'project_id', '') is not null
       and not exists (select 1 from public.projects p where p.id = (v_line ->> 'project_id')::uuid and p.organization_id = p_org) then
      raise exception 'Line %: the project was not found in this organization', v_index using errcode = 'P0001';
    end if;
    v_function := nullif(btrim(coalesce(v_line ->> 'function', '')), '');
    if v_function is not null and v_function not in ('program', 'management_general', 'fundraising') then
      raise exception 'Line %: the function is program services, management and general, or fundraising', v_index using errcode = 'P0001';
    end if;
    v_n := v_n + 1;
    line_number := v_n;
    account_id := (v_line ->> 'account_id')::uuid;
    fund_id := (v_line ->> 'fund_id')::uuid;
    project_id := nullif(v_line ->> 'project_id', '')::uuid;
    description := nullif(btrim(coalesce(v_line ->> 'description', '')), '');
    debit := v_debit;
    credit := v_credit;
    function := v_function;
    return next;
  end loop;
end;
$$;

-- RPC: as in 20261124002300, the lines now keeping their function (see the header).
-- Lines: [{account_id, fund_id, project_id?, function?, description?, debit?, credit?}].
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
      raise exception 'Journal entry not found' using errcode = 'P0002';
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

-- RPC: as in 20261122000300, a line's optional "function" now reaching the ledger line.
create or replace function public.post_journal_entry(
  p_organization_id uuid,
  p_entry_date date,
  p_description text,
  p_lines jsonb,
  p_reference text default null
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
begin
  if jsonb_typeof(p_lines) is distinct from 'array' then
    raise exception 'p_lines must be a JSON array of lines' using errcode = '22023';
  end if;
  insert into public.journal_entries (id, organization_id, entry_date, description, reference, status, source_type)
  values (v_id, p_organization_id, p_entry_date, coalesce(p_description, ''), p_reference, 'posted', 'manual');
  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, function, description, debit, credit, line_number)
  select p_organization_id, v_id, (l ->> 'account_id')::uuid, (l ->> 'fund_id')::uuid, nullif(l ->> 'project_id', '')::uuid,
         nullif(btrim(coalesce(l ->> 'function', '')), ''),
         l ->> 'description', coalesce((l ->> 'debit')::numeric, 0), coalesce((l ->> 'credit')::numeric, 0), n::smallint
  from jsonb_array_elements(p_lines) with ordinality as t (l, n);
  return v_id;
end;
$$;

-- RPC: as in 20261124002300, each line also saying its function (null off expense accounts).
create or replace function public.get_journal_entry(p_entry_id uuid)
returns json
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
    raise exception 'Journal entry not found' using errcode = 'P0002';
  end if;
  v_can_edit := public.has_org_role(v_entry.organization_id, array['owner', 'admin', 'member']);
  select * into v_reversed_by from public.journal_entries e where e.reverses_entry_id = p_entry_id;
  return json_build_object(
    'id', v_entry.id,
    'organization_id', v_entry.organization_id,
    'entry_date', v_entry.entry_date,
    'description', v_entry.description,
    'reference', v_entry.reference,
    'status', v_entry.status,
    'source_type', v_entry.source_type,
    'source_id', v_entry.source_id,
    'created_at', v_entry.created_at,
    'posted_at', v_entry.posted_at,
    'created_by_name', (select coalesce(p.full_name, p.email) from public.profiles p where p.id = v_entry.created_by),
    'document', private.entry_document(v_entry),
    'reverses', (select json_build_object('id', r.id, 'entry_date', r.entry_date, 'description', r.description)
                 from public.journal_entries r where r.id = v_entry.reverses_entry_id),
    'reversed_by', case when v_reversed_by.id is null then null
                        else json_build_object('id', v_reversed_by.id, 'entry_date', v_reversed_by.entry_date, 'description', v_reversed_by.description) end,
    'can_edit', v_can_edit and v_entry.status = 'draft' and v_entry.source_type = 'manual',
    'can_reverse', v_can_edit and v_entry.status = 'posted' and v_entry.source_type in ('manual', 'opening_balance') and v_reversed_by.id is null,
    'lines', coalesce((
      select json_agg(json_build_object(
               'id', l.id, 'line_number', l.line_number, 'account_id', l.account_id, 'account_code', a.code, 'account_name', a.name,
               'fund_id', l.fund_id, 'fund_name', f.name, 'project_id', l.project_id, 'project_name', p.name,
               'function', l.function,
               'description', l.description, 'debit', l.debit, 'credit', l.credit) order by l.line_number, l.id)
      from public.journal_entry_lines l
      join public.accounts a on a.id = l.account_id
      join public.funds f on f.id = l.fund_id
      left join public.projects p on p.id = l.project_id
      where l.journal_entry_id = p_entry_id), '[]'::json)
  );
end;
$$;

revoke execute on function private.editor_lines(uuid, jsonb) from public;
