-- The Journal Entries screen's database side: drafts, posting a draft, a filtered server-paged
-- list, and one entry with its lines and the document it belongs to.
--
-- Drafts: journal_entries.status is 'draft' or 'posted'. A draft's lines never reach the ledger's
-- figures (private.ledger_daily_totals counts posted lines only; a draft's lines count from the
-- moment it becomes posted), and every report filters status = 'posted'. A draft is saved whole
-- (header and lines replaced in one call). Posting checks, in the database, that the entry has
-- amounts, that debits equal credits within every fund (naming the fund and the difference), that
-- its accounts and funds are active, and that the period is open; the deferred balance trigger of
-- the ledger checks again at commit.
--
-- Provenance (source_type, source_id, reverses_entry_id, created_by, created_at, the posted state)
-- is written here by SECURITY DEFINER code only: these functions never take it from the caller.

-- Normalises an editor's lines: drops empty ones, refuses a line with both sides or a negative
-- or sub-cent amount, and returns them numbered in order.
create or replace function private.editor_lines(p_org uuid, p_lines jsonb)
returns table (line_number smallint, account_id uuid, fund_id uuid, project_id uuid, description text, debit numeric, credit numeric)
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
    v_n := v_n + 1;
    line_number := v_n;
    account_id := (v_line ->> 'account_id')::uuid;
    fund_id := (v_line ->> 'fund_id')::uuid;
    project_id := nullif(v_line ->> 'project_id', '')::uuid;
    description := nullif(btrim(coalesce(v_line ->> 'description', '')), '');
    debit := v_debit;
    credit := v_credit;
    return next;
  end loop;
end;
$$;

-- Checks that a draft may be posted; raises in plain words naming what is wrong.
create or replace function private.assert_entry_postable(p_entry_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_entry public.journal_entries;
  v_bad record;
  v_debit numeric;
  v_credit numeric;
begin
  select * into v_entry from public.journal_entries e where e.id = p_entry_id;
  select coalesce(sum(l.debit), 0), coalesce(sum(l.credit), 0) into v_debit, v_credit
  from public.journal_entry_lines l where l.journal_entry_id = p_entry_id;
  if v_debit = 0 and v_credit = 0 then
    raise exception 'The entry has no amounts: add lines with debits and credits' using errcode = 'P0001';
  end if;
  select f.name, sum(l.debit) as debit, sum(l.credit) as credit into v_bad
  from public.journal_entry_lines l join public.funds f on f.id = l.fund_id
  where l.journal_entry_id = p_entry_id
  group by f.id, f.name
  having sum(l.debit) <> sum(l.credit)
  order by f.name
  limit 1;
  if found then
    raise exception 'Fund "%" does not balance: debits % and credits % differ by %', v_bad.name, v_bad.debit, v_bad.credit, abs(v_bad.debit - v_bad.credit) using errcode = 'P0001';
  end if;
  select a.code, a.name into v_bad
  from public.journal_entry_lines l join public.accounts a on a.id = l.account_id
  where l.journal_entry_id = p_entry_id and (not a.is_active or a.is_placeholder)
  order by l.line_number limit 1;
  if found then
    raise exception 'Account % % is inactive or a placeholder and cannot be posted to', v_bad.code, v_bad.name using errcode = 'P0001';
  end if;
  select f.name into v_bad
  from public.journal_entry_lines l join public.funds f on f.id = l.fund_id
  where l.journal_entry_id = p_entry_id and not f.is_active
  limit 1;
  if found then
    raise exception 'Fund "%" is inactive and cannot be posted to', v_bad.name using errcode = 'P0001';
  end if;
  perform private.assert_period_open(v_entry.organization_id, v_entry.entry_date);
end;
$$;

-- RPC: saves a manual journal entry from the editor, as a draft or posted. With p_entry_id it
-- replaces that draft's header and lines (a posted entry, or one a document created, is refused);
-- without it a new entry is created. p_post = true posts it in the same transaction after the
-- checks above (nothing is saved if they fail). Lines: [{account_id, fund_id, project_id?,
-- description?, debit?, credit?}], empty lines skipped. Returns the entry's id.
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
  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, description, debit, credit, line_number)
  select p_organization_id, v_id, l.account_id, l.fund_id, l.project_id, l.description, l.debit, l.credit, l.line_number
  from private.editor_lines(p_organization_id, p_lines) l;
  if coalesce(p_post, false) then
    perform private.assert_entry_postable(v_id);
    update public.journal_entries e set status = 'posted' where e.id = v_id;
  end if;
  return v_id;
end;
$$;

-- RPC: posts a saved draft after the checks above.
create or replace function public.post_journal_entry_draft(p_entry_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.journal_entries;
begin
  select * into v_entry from public.journal_entries e where e.id = p_entry_id for update;
  if not found or not public.is_org_member(v_entry.organization_id) then
    raise exception 'Journal entry not found' using errcode = 'P0002';
  end if;
  perform private.assert_can_edit_ledger(v_entry.organization_id, 'journal entries');
  if v_entry.status <> 'draft' then
    raise exception 'This entry is already posted' using errcode = 'P0001';
  end if;
  perform private.assert_entry_postable(p_entry_id);
  update public.journal_entries e set status = 'posted' where e.id = p_entry_id;
  return p_entry_id;
end;
$$;

-- RPC: deletes a draft (posted entries are reversed, never deleted).
create or replace function public.delete_journal_entry_draft(p_entry_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.journal_entries;
begin
  select * into v_entry from public.journal_entries e where e.id = p_entry_id for update;
  if not found or not public.is_org_member(v_entry.organization_id) then
    raise exception 'Journal entry not found' using errcode = 'P0002';
  end if;
  perform private.assert_can_edit_ledger(v_entry.organization_id, 'journal entries');
  if v_entry.status <> 'draft' then
    raise exception 'Posted entries cannot be deleted; reverse them instead' using errcode = '42501';
  end if;
  delete from public.journal_entries e where e.id = p_entry_id;
end;
$$;

-- RPC: one page of the organization's journal entries with filters, for the list.
--   p_status: 'draft' | 'posted' | null (all); p_source: 'manual' | 'documents' (any document,
--   reversals included) | a source_type | null; p_search: text in the description or reference;
--   p_sort: 'entry_date' (default) | 'description' | 'reference' | 'status' | 'created_at'.
-- Each row carries its amount (sum of debits), line count, and the entry reversing it if any.
-- The statement is assembled from the filters actually given (values passed as parameters), so
-- each shape gets a plan that uses its index: the date index, the drafts index, the trigram
-- indexes for text. One static query with "(p is null or ...)" guards is planned once for all.
create or replace function public.search_journal_entries(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_status text default null,
  p_source text default null,
  p_search text default null,
  p_sort text default 'entry_date',
  p_descending boolean default true,
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_sort text := coalesce(nullif(p_sort, ''), 'entry_date');
  v_dir text := case when coalesce(p_descending, true) then 'desc' else 'asc' end;
  v_where text := 'e.organization_id = $1';
  v_order text;
  v_total bigint;
  v_rows json;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if v_sort not in ('entry_date', 'description', 'reference', 'status', 'created_at') then
    raise exception 'Entries can be sorted by date, description, reference, status or creation time' using errcode = 'P0001';
  end if;
  if p_status is not null and p_status not in ('draft', 'posted') then
    raise exception 'The status is draft or posted' using errcode = 'P0001';
  end if;
  -- LIKE metacharacters in the user's text are matched literally.
  v_pattern := case when v_search is null then null
                    else '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
  if p_from is not null then v_where := v_where || ' and e.entry_date >= $2'; end if;
  if p_to is not null then v_where := v_where || ' and e.entry_date <= $3'; end if;
  if p_status is not null then v_where := v_where || ' and e.status = $4'; end if;
  if p_source = 'documents' then
    v_where := v_where || ' and e.source_type <> ''manual''';
  elsif p_source is not null then
    v_where := v_where || ' and e.source_type = $5';
  end if;
  if v_pattern is not null then
    v_where := v_where || ' and (e.description ilike $6 or coalesce(e.reference, '''') ilike $6)';
  end if;
  v_order := case v_sort
    when 'entry_date' then format('e.entry_date %s, e.created_at %s, e.id', v_dir, v_dir)
    when 'created_at' then format('e.created_at %s, e.id', v_dir)
    when 'description' then format('lower(e.description) %s, e.entry_date desc, e.id', v_dir)
    when 'reference' then format('e.reference %s nulls last, e.entry_date desc, e.id', v_dir)
    else format('e.status %s, e.entry_date desc, e.created_at desc, e.id', v_dir) end;

  execute 'select count(*) from public.journal_entries e where ' || v_where
    into v_total using p_organization_id, p_from, p_to, p_status, p_source, v_pattern;

  execute format($sql$
    select coalesce(json_agg(r order by r.n), '[]'::json) from (
      select row_number() over () as n, page.id, page.entry_date, page.description, page.reference, page.status,
             page.source_type, page.source_id, page.reverses_entry_id, page.created_at, page.posted_at,
             (select coalesce(sum(l.debit), 0) from public.journal_entry_lines l where l.journal_entry_id = page.id) as amount,
             (select count(*) from public.journal_entry_lines l where l.journal_entry_id = page.id) as line_count,
             (select x.id from public.journal_entries x where x.reverses_entry_id = page.id) as reversed_by_entry_id
      from (
        select e.* from public.journal_entries e where %s order by %s limit $7 offset $8
      ) page
    ) r $sql$, v_where, v_order)
    into v_rows using p_organization_id, p_from, p_to, p_status, p_source, v_pattern, v_limit, v_offset;

  return json_build_object('total', v_total, 'limit', v_limit, 'offset', v_offset, 'rows', v_rows);
end;
$$;

-- The document an entry was created by: {type, id, label, exists}, or null for a manual entry.
-- A reversal points at the document of the entry it reverses (a changed or deleted document).
create or replace function private.entry_document(p_entry public.journal_entries)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_type text := p_entry.source_type;
  v_id uuid := p_entry.source_id;
  v_label text;
  v_original public.journal_entries;
begin
  if v_type = 'reversal' then
    select * into v_original from public.journal_entries e where e.id = p_entry.reverses_entry_id;
    if not found or v_original.source_type in ('manual', 'reversal', 'opening_balance') then
      return null;
    end if;
    v_type := v_original.source_type;
    v_id := v_original.source_id;
  end if;
  if v_type in ('manual', 'opening_balance') or v_id is null then
    return null;
  end if;
  v_label := case v_type
    when 'transaction' then (select 'Transaction: ' || coalesce(nullif(t.description, ''), t.type) from public.transactions t where t.id = v_id)
    when 'donation' then (select 'Donation ' || coalesce(d.receipt_number, '') || ' from ' || d.donor_name from public.donations d where d.id = v_id)
    when 'invoice' then (select 'Invoice ' || i.invoice_number || ' - ' || i.customer_name from public.invoices i where i.id = v_id)
    when 'invoice_payment' then (select 'Payment of invoice ' || i.invoice_number || ' - ' || i.customer_name from public.invoices i where i.id = v_id)
    when 'bill' then (select 'Bill ' || b.bill_number || ' - ' || b.vendor_name from public.bills b where b.id = v_id)
    when 'bill_payment' then (select 'Payment of bill ' || b.bill_number || ' - ' || b.vendor_name from public.bills b where b.id = v_id)
    when 'payroll_run' then (select 'Payroll run paid ' || r.pay_date from public.payroll_runs r where r.id = v_id)
  end;
  return json_build_object('type', v_type, 'id', v_id, 'label', coalesce(v_label, 'Deleted ' || replace(v_type, '_', ' ')), 'exists', v_label is not null);
end;
$$;

-- RPC: one entry with its lines (account, fund and project named), the document it belongs to,
-- the entry it reverses and the one reversing it, and what the caller may do with it.
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
               'description', l.description, 'debit', l.debit, 'credit', l.credit) order by l.line_number, l.id)
      from public.journal_entry_lines l
      join public.accounts a on a.id = l.account_id
      join public.funds f on f.id = l.fund_id
      left join public.projects p on p.id = l.project_id
      where l.journal_entry_id = p_entry_id), '[]'::json)
  );
end;
$$;

-- The list's filters stay fast at hundreds of thousands of entries: by source, the drafts (few,
-- among many posted entries), and text anywhere in the description or reference (trigrams; the
-- extension lives in schema extensions, as on Supabase, so its functions stay out of the API).
create index if not exists journal_entries_org_source_idx on public.journal_entries (organization_id, source_type, entry_date desc);
create index if not exists journal_entries_drafts_idx on public.journal_entries (organization_id, entry_date desc) where status = 'draft';
-- (Where pg_trgm is missing the text filter still works, by a scan.)
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create schema if not exists extensions;
    create extension if not exists pg_trgm with schema extensions;
    create index if not exists journal_entries_description_trgm_idx on public.journal_entries using gin (description extensions.gin_trgm_ops);
    create index if not exists journal_entries_reference_trgm_idx on public.journal_entries using gin ((coalesce(reference, '')) extensions.gin_trgm_ops);
  end if;
end;
$$;

revoke execute on function private.editor_lines(uuid, jsonb) from public;
revoke execute on function private.assert_entry_postable(uuid) from public;
revoke execute on function private.entry_document(public.journal_entries) from public;
revoke execute on function public.save_journal_entry(uuid, date, text, jsonb, text, uuid, boolean) from public, anon;
revoke execute on function public.post_journal_entry_draft(uuid) from public, anon;
revoke execute on function public.delete_journal_entry_draft(uuid) from public, anon;
revoke execute on function public.search_journal_entries(uuid, date, date, text, text, text, text, boolean, integer, integer) from public, anon;
revoke execute on function public.get_journal_entry(uuid) from public, anon;
grant execute on function public.save_journal_entry(uuid, date, text, jsonb, text, uuid, boolean) to authenticated, service_role;
grant execute on function public.post_journal_entry_draft(uuid) to authenticated, service_role;
grant execute on function public.delete_journal_entry_draft(uuid) to authenticated, service_role;
grant execute on function public.search_journal_entries(uuid, date, date, text, text, text, text, boolean, integer, integer) to authenticated, service_role;
grant execute on function public.get_journal_entry(uuid) to authenticated, service_role;
