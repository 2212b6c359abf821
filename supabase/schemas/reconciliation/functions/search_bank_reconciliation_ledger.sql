-- RPC for members: one page of the ledger lines the reconciliation works with. States are
-- exclusive: cleared (matched here), suggested (open, in a suggestion), outstanding (neither).
-- `matchable` lists the lines a statement line can be matched to by hand (open: no statement line
-- holds them), those of p_near_amount first; suggestions are not computed for it. The answer is a
-- public.bank_ledger_line_page, read from the jsonb built here.
create or replace function public.search_bank_reconciliation_ledger(
  p_reconciliation_id uuid,
  p_status text default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'asc',
  p_limit integer default 50,
  p_offset integer default 0,
  p_near_amount numeric default null
)
returns public.bank_ledger_line_page
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
  if v_sort not in ('date', 'amount', 'description') then
    raise exception 'The ledger lines cannot be sorted by %', p_sort using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('cleared', 'suggested', 'outstanding', 'matchable') then
    raise exception 'Unknown ledger line state %', p_status using errcode = '22023';
  end if;
  return jsonb_populate_record(null::public.bank_ledger_line_page, (
    with sug as materialized (
      select distinct u.line_id
      from private.bank_match_suggestions(v_rec.id) g cross join lateral unnest(g.journal_entry_line_ids) as u (line_id)
      where v_rec.status = 'in_progress' and p_status is distinct from 'matchable'
    ),
    lines as materialized (
      select g.line_id, g.entry_id, g.entry_date, g.amount, g.description, g.reference, g.source_type, g.source_id,
             g.statement_line_id, g.cleared,
             case when g.cleared then 'cleared' when s.line_id is not null then 'suggested' else 'outstanding' end as state
      from private.bank_reconciliation_ledger(v_rec.id) g
      left join sug s on s.line_id = g.line_id
    ),
    filtered as (
      select l.* from lines l
      where (p_status is null
             or (p_status = 'matchable' and l.statement_line_id is null)
             or l.state = p_status)
        and (v_search is null
             or (v_amount is not null and (case when v_signed then l.amount = v_amount else abs(l.amount) = abs(v_amount) end))
             or (v_amount is null and (l.description || ' ' || coalesce(l.reference, '')) ilike private.search_pattern(v_search)))
    ),
    ranked as (
      select f.*, row_number() over (order by
        case when p_near_amount is not null then f.amount <> p_near_amount end,
        case when v_sort = 'date' and not v_desc then f.entry_date end asc,
        case when v_sort = 'date' and v_desc then f.entry_date end desc,
        case when v_sort = 'amount' and not v_desc then f.amount end asc,
        case when v_sort = 'amount' and v_desc then f.amount end desc,
        case when v_sort = 'description' and not v_desc then lower(f.description) end asc,
        case when v_sort = 'description' and v_desc then lower(f.description) end desc,
        f.entry_date, f.line_id) as rn
      from filtered f
    )
    select jsonb_build_object(
      'rows', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', r.line_id, 'entry_id', r.entry_id, 'entry_date', r.entry_date, 'amount', r.amount, 'description', r.description,
          'reference', r.reference, 'source_type', r.source_type, 'source_id', r.source_id,
          'statement_line_id', case when r.cleared then r.statement_line_id end, 'cleared', r.cleared, 'state', r.state)
          order by r.rn)
        from ranked r where r.rn > v_offset and r.rn <= v_offset + v_limit), '[]'::jsonb),
      'total', (select count(*) from filtered),
      'counts', (select jsonb_build_object(
                   'all', count(*),
                   'cleared', count(*) filter (where l.state = 'cleared'),
                   'suggested', count(*) filter (where l.state = 'suggested'),
                   'outstanding', count(*) filter (where l.state = 'outstanding'))
                 from lines l))));
end;
$$;
revoke all on function public.search_bank_reconciliation_ledger(p_reconciliation_id uuid, p_status text, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer, p_near_amount numeric) from public, anon, authenticated, service_role;
grant execute on function public.search_bank_reconciliation_ledger(p_reconciliation_id uuid, p_status text, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer, p_near_amount numeric) to authenticated, service_role;
