-- RPC for members: one page of the statement lines. States are exclusive: matched (a match
-- exists), suggested (no match, a suggestion), unmatched (neither). A search that reads as an
-- amount finds that amount (either sign unless one is typed) or that reference (a check number);
-- other words search payee, description and reference. The answer is a
-- public.bank_statement_line_page, read from the jsonb built here.
create or replace function public.search_bank_statement_lines(
  p_reconciliation_id uuid,
  p_status text default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'asc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.bank_statement_line_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, false);
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_amount numeric := private.search_amount(p_search);
  v_signed boolean := btrim(coalesce(p_search, '')) ~ '^[-+]';
  v_sort text := coalesce(nullif(p_sort, ''), 'date');
  v_desc boolean := lower(coalesce(p_direction, 'asc')) = 'desc';
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
begin
  if v_sort not in ('date', 'amount', 'payee') then
    raise exception 'The statement lines cannot be sorted by %', p_sort using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('matched', 'suggested', 'unmatched') then
    raise exception 'Unknown statement line state %', p_status using errcode = '22023';
  end if;
  return jsonb_populate_record(null::public.bank_statement_line_page, (
    with sug as materialized (
      select g.statement_line_id, g.journal_entry_line_ids, g.kind
      from private.bank_match_suggestions(v_rec.id) g
      where v_rec.status = 'in_progress'
    ),
    lines as materialized (
      select s.id, s.line_date, s.line_number, s.amount, s.payee, s.description, s.reference, s.bank_transaction_id, s.source_format,
             mm.ids as matched_ids, mm.method, g.journal_entry_line_ids as suggested_ids, g.kind as suggested_kind,
             case when mm.ids is not null then 'matched' when g.statement_line_id is not null then 'suggested' else 'unmatched' end as state
      from public.bank_statement_lines s
      left join lateral (
        select array_agg(m.journal_entry_line_id order by m.journal_entry_line_id) as ids, min(m.method) as method
        from public.bank_statement_matches m where m.statement_line_id = s.id
        having count(*) > 0) mm on true
      left join sug g on g.statement_line_id = s.id
      where s.reconciliation_id = v_rec.id
    ),
    filtered as (
      select l.* from lines l
      where (p_status is null or l.state = p_status)
        and (v_search is null
             or (v_amount is not null and (case when v_signed then l.amount = v_amount else abs(l.amount) = abs(v_amount) end))
             or (v_amount is not null and l.reference = v_search)
             or (v_amount is null and (coalesce(l.payee, '') || ' ' || l.description || ' ' || coalesce(l.reference, '')) ilike private.search_pattern(v_search)))
    ),
    ranked as (
      select f.*, row_number() over (order by
        case when v_sort = 'date' and not v_desc then f.line_date end asc,
        case when v_sort = 'date' and v_desc then f.line_date end desc,
        case when v_sort = 'amount' and not v_desc then f.amount end asc,
        case when v_sort = 'amount' and v_desc then f.amount end desc,
        case when v_sort = 'payee' and not v_desc then lower(coalesce(nullif(f.payee, ''), f.description)) end asc,
        case when v_sort = 'payee' and v_desc then lower(coalesce(nullif(f.payee, ''), f.description)) end desc,
        f.line_date, f.line_number, f.id) as rn
      from filtered f
    ),
    page as (
      select r.* from ranked r where r.rn > v_offset and r.rn <= v_offset + v_limit
    )
    select jsonb_build_object(
      'rows', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', p.id, 'line_date', p.line_date, 'amount', p.amount, 'payee', p.payee, 'description', p.description,
          'reference', p.reference, 'bank_transaction_id', p.bank_transaction_id, 'source_format', p.source_format,
          'state', p.state,
          'matched_line_ids', to_jsonb(coalesce(p.matched_ids, '{}'::uuid[])), 'match_method', p.method,
          'suggested_line_ids', to_jsonb(p.suggested_ids), 'suggestion_kind', p.suggested_kind,
          -- The ledger lines' words, for the status tag's tooltip.
          'linked_descriptions', (
            select coalesce(jsonb_agg(coalesce(nullif(jl.description, ''), je.description) order by je.entry_date, jl.id), '[]'::jsonb)
            from public.journal_entry_lines jl join public.journal_entries je on je.id = jl.journal_entry_id
            where jl.id = any (coalesce(p.matched_ids, p.suggested_ids))))
          order by p.rn)
        from page p), '[]'::jsonb),
      'total', (select count(*) from filtered),
      'counts', (select jsonb_build_object(
                   'all', count(*),
                   'matched', count(*) filter (where l.state = 'matched'),
                   'suggested', count(*) filter (where l.state = 'suggested'),
                   'unmatched', count(*) filter (where l.state = 'unmatched'))
                 from lines l))));
end;
$$;
revoke all on function public.search_bank_statement_lines(p_reconciliation_id uuid, p_status text, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.search_bank_statement_lines(p_reconciliation_id uuid, p_status text, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
