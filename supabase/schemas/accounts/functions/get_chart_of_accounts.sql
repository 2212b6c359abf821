-- RPC (any member): every account of the organization with its balance as of p_as_of (default:
-- today in the organization's time zone), in one query over private.ledger_daily_totals and the
-- year-end closing entries (private.closing_daily_totals): the ledger's balances as they stand.
--   own_balance: the account's own posted lines, in its normal-balance sign (a debit-normal account
--     with more debits is positive; a contra account such as Accumulated Depreciation is credit
--     normal, so its credits show positive);
--   balance: own plus every descendant's lines, in this account's sign: a placeholder parent shows
--     the total of its sub-accounts (so Assets = cash + receivables - accumulated depreciation);
--   has_postings: any journal line (posted or draft) uses the account: it cannot be deleted.
-- Reads only the daily totals, the accounts and the draft entries: about 5 ms at a million lines.
create or replace function public.get_chart_of_accounts(p_organization_id uuid, p_as_of date default null)
returns table (
  id uuid,
  code text,
  name text,
  parent_id uuid,
  category text,
  account_type_id uuid,
  account_type_name text,
  description text,
  normal_balance text,
  is_placeholder boolean,
  is_active boolean,
  system_key text,
  depth integer,
  child_count integer,
  debit numeric,
  credit numeric,
  own_balance numeric,
  balance numeric,
  has_postings boolean,
  updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_as_of date;
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  v_as_of := coalesce(p_as_of, private.today_for_organization(p_organization_id));
  return query
    with recursive chart as materialized (
      select a.* from public.accounts a where a.organization_id = p_organization_id
    ),
    -- Every posted line up to the date, the year-end closing and reopening entries included (the
    -- kept totals leave them out): after a close, revenue and expense accounts start again from
    -- zero and the net assets accounts hold what the closed years left, as in the General Ledger
    -- with its closing entries, the post-closing trial balance and the hledger export.
    own as materialized (
      select x.account_id, sum(x.debit) as debit, sum(x.credit) as credit
      from (
        select d.account_id, d.debit, d.credit
        from private.ledger_daily_totals d
        where d.organization_id = p_organization_id and d.entry_date <= v_as_of
        union all
        select c.account_id, c.debit, c.credit
        from private.closing_daily_totals(p_organization_id) c
        where c.entry_date <= v_as_of
      ) x
      group by x.account_id
    ),
    -- Every account with the list of its ancestors (itself included).
    tree as (
      select c.id, 0 as depth, array[c.id] as ancestors from chart c where c.parent_id is null
      union all
      select c.id, t.depth + 1, t.ancestors || c.id from chart c join tree t on c.parent_id = t.id
    ),
    -- Accounts with any line: posted ones from the totals (all dates), drafts from the few draft
    -- entries. (An EXISTS per account over journal_entry_lines is planned as a scan of the whole
    -- organization's lines for an unused account: seconds at a million lines.)
    used as materialized (
      select d.account_id from private.ledger_daily_totals d where d.organization_id = p_organization_id
      union
      select l.account_id from public.journal_entries e join public.journal_entry_lines l on l.journal_entry_id = e.id
      where e.organization_id = p_organization_id and e.status = 'draft'
    ),
    rolled as (
      select x.ancestor as account_id, sum(o.debit) as debit, sum(o.credit) as credit
      from tree t
      cross join lateral unnest(t.ancestors) as x (ancestor)
      join own o on o.account_id = t.id
      group by x.ancestor
    )
    select c.id, c.code, c.name, c.parent_id, c.category, c.account_type_id, ty.name, c.description,
           c.normal_balance, c.is_placeholder, c.is_active, c.system_key, t.depth,
           (select count(*)::int from chart k where k.parent_id = c.id),
           coalesce(r.debit, 0)::numeric, coalesce(r.credit, 0)::numeric,
           (case when c.normal_balance = 'debit' then coalesce(o.debit, 0) - coalesce(o.credit, 0)
                 else coalesce(o.credit, 0) - coalesce(o.debit, 0) end)::numeric,
           (case when c.normal_balance = 'debit' then coalesce(r.debit, 0) - coalesce(r.credit, 0)
                 else coalesce(r.credit, 0) - coalesce(r.debit, 0) end)::numeric,
           (c.id in (select u.account_id from used u)),
           c.updated_at
    from chart c
    join tree t on t.id = c.id
    left join own o on o.account_id = c.id
    left join rolled r on r.account_id = c.id
    left join public.account_types ty on ty.id = c.account_type_id
    order by c.code;
end;
$$;
revoke all on function public.get_chart_of_accounts(p_organization_id uuid, p_as_of date) from public, anon, authenticated, service_role;
grant execute on function public.get_chart_of_accounts(p_organization_id uuid, p_as_of date) to authenticated, service_role;
