-- RPC: one page of the organization's journal entries with filters, for the list.
--   p_status: 'draft' | 'posted' | null (all); p_source: 'manual' | 'documents' (any document,
--   reversals included) | a source_type | null; p_search: text in the description or reference;
--   p_sort: 'entry_date' (default) | 'description' | 'reference' | 'status' | 'created_at'.
-- Each row carries its amount (sum of debits), line count, and the entry reversing it if any; the
-- answer is a public.journal_entry_page.
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
returns public.journal_entry_page
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
  v_rows public.journal_entry_row[];
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
    select coalesce(array_agg(row(r.n, r.id, r.entry_date, r.description, r.reference, r.status, r.source_type, r.source_id,
                                  r.reverses_entry_id, r.created_at, r.posted_at, r.amount, r.line_count,
                                  r.reversed_by_entry_id)::public.journal_entry_row order by r.n), '{}') from (
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

  return row(v_total, v_limit, v_offset, v_rows)::public.journal_entry_page;
end;
$$;
revoke all on function public.search_journal_entries(p_organization_id uuid, p_from date, p_to date, p_status text, p_source text, p_search text, p_sort text, p_descending boolean, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.search_journal_entries(p_organization_id uuid, p_from date, p_to date, p_status text, p_source text, p_search text, p_sort text, p_descending boolean, p_limit integer, p_offset integer) to authenticated, service_role;
