-- RPC (any member): one page of an organization's transactions for the Transactions screen,
-- filtered (dates, type, an account with its sub-accounts, fund, project, words in the description
-- or notes) and sorted (date, signed amount, description, type) by the database, with the filtered
-- set's count and totals in the same call: the screen never downloads the table nor adds money.
-- Totals as a bookkeeper reads them: the sum of each type, net = Income - Expense (the surplus or
-- deficit of the filtered rows) and cash_change = Income + Liability - Expense - Asset (every
-- transaction moves cash). Money goes out as numeric text, never as a float. The answer is a
-- public.transaction_page.
create or replace function public.search_transactions(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_type text default null,
  p_account_id uuid default null,
  p_fund_id uuid default null,
  p_project_id uuid default null,
  p_search text default null,
  p_sort text default 'date',
  p_direction text default 'desc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.transaction_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_direction text := case when lower(coalesce(p_direction, 'desc')) = 'asc' then 'asc' else 'desc' end;
  v_sort text;
  v_accounts uuid[];
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_where text;
  v_totals public.transaction_totals;
  v_rows public.transaction_row[];
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if p_type is not null and p_type not in ('Income', 'Expense', 'Asset', 'Liability') then
    raise exception 'Unknown transaction type: %', p_type using errcode = '22023';
  end if;
  -- Whitelisted sort columns (the only text spliced into the statement); ties broken by the
  -- list's natural order and the id so that pages never repeat or skip a row.
  v_sort := case lower(coalesce(p_sort, 'date'))
    -- (the id runs against the dates, as in transactions_org_date_idx, so either direction is one index scan)
    when 'date' then format('x.date %1$s, x.created_at %1$s, x.id %2$s', v_direction, case v_direction when 'asc' then 'desc' else 'asc' end)
    when 'amount' then format('(case when x.type in (''Income'', ''Liability'') then x.amount else -x.amount end) %1$s, x.date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'description' then format('x.description %1$s, x.date %1$s, x.created_at %1$s, x.id %1$s', v_direction)
    when 'type' then format('x.type %1$s, x.date desc, x.created_at desc, x.id', v_direction)
  end;
  if v_sort is null then
    raise exception 'Cannot sort transactions by %', p_sort using errcode = '22023';
  end if;
  -- An account filter includes the accounts beneath it (a placeholder parent lists its children).
  if p_account_id is not null then
    with recursive tree as (
      select a.id from public.accounts a where a.id = p_account_id and a.organization_id = p_organization_id
      union all
      select c.id from public.accounts c join tree t on c.parent_id = t.id where c.organization_id = p_organization_id
    )
    select array_agg(id) into v_accounts from tree;
    v_accounts := coalesce(v_accounts, array[]::uuid[]);
  end if;

  -- Every value is a bound parameter ($1..$8); only the filters in use join the statement, so the
  -- planner sees a plain predicate it can match to an index.
  v_where := 'x.organization_id = $1'
    || case when p_from is not null then ' and x.date >= $2' else '' end
    || case when p_to is not null then ' and x.date <= $3' else '' end
    || case when p_type is not null then ' and x.type = $4' else '' end
    || case when v_accounts is not null then
         case when cardinality(v_accounts) = 1 then ' and x.account_id = ($5)[1]' else ' and x.account_id = any ($5)' end
       else '' end
    || case when p_fund_id is not null then ' and x.fund_id = $6' else '' end
    || case when p_project_id is not null then ' and x.project_id = $7' else '' end
    || case when v_pattern is not null then ' and (x.description ilike $8 or x.notes ilike $8)' else '' end;

  -- The count and the totals of the whole filtered set in one pass over it.
  execute format(
    $q$select count(*) as count,
         coalesce(sum(x.amount) filter (where x.type = 'Income'), 0)::text as income,
         coalesce(sum(x.amount) filter (where x.type = 'Expense'), 0)::text as expense,
         coalesce(sum(x.amount) filter (where x.type = 'Asset'), 0)::text as asset,
         coalesce(sum(x.amount) filter (where x.type = 'Liability'), 0)::text as liability,
         (coalesce(sum(x.amount) filter (where x.type = 'Income'), 0)
           - coalesce(sum(x.amount) filter (where x.type = 'Expense'), 0))::text as net,
         coalesce(sum(case when x.type in ('Income', 'Liability') then x.amount else -x.amount end), 0)::text as cash_change
       from public.transactions x where %s$q$, v_where)
    into v_totals
    using p_organization_id, p_from, p_to, p_type, v_accounts, p_fund_id, p_project_id, v_pattern;

  -- The page, then its names (joined on the page's rows only).
  execute format(
    $q$select coalesce(array_agg(row(
         x.id, x.organization_id, x.date, x.description,
         x.type, x.amount::text, x.notes,
         x.account_id, a.code, a.name,
         x.fund_id, f.name,
         x.project_id, pr.name,
         x.journal_entry_id, x.created_at, x.updated_at)::public.transaction_row
         order by %2$s), '{}')
       from (select x.* from public.transactions x where %1$s order by %2$s limit $9 offset $10) x
       left join public.accounts a on a.id = x.account_id
       left join public.funds f on f.id = x.fund_id
       left join public.projects pr on pr.id = x.project_id$q$, v_where, v_sort)
    into v_rows
    using p_organization_id, p_from, p_to, p_type, v_accounts, p_fund_id, p_project_id, v_pattern, v_limit, v_offset;

  return row(v_totals.count, v_totals, v_limit, v_offset, v_rows)::public.transaction_page;
end;
$$;
revoke all on function public.search_transactions(p_organization_id uuid, p_from date, p_to date, p_type text, p_account_id uuid, p_fund_id uuid, p_project_id uuid, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.search_transactions(p_organization_id uuid, p_from date, p_to date, p_type text, p_account_id uuid, p_fund_id uuid, p_project_id uuid, p_search text, p_sort text, p_direction text, p_limit integer, p_offset integer) to authenticated, service_role;
