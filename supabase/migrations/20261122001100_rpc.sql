-- The app's read RPCs: the signed-in user's dashboard data, one organization's data bundle
-- (SPEC section 3) and paginated lists for the tables that grow without bound. Shapes are
-- documented in docs/rpc.md. SECURITY DEFINER with an explicit membership check: one check
-- instead of a policy evaluation per row keeps a large organization fast.

create or replace function public.get_user_dashboard_data()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return json_build_object(
    'organizations', coalesce((
      select json_agg(json_build_object('id', o.id, 'name', o.name, 'logo_url', s.logo_url, 'role', m.role, 'created_at', o.created_at) order by o.name, o.id)
      from public.organization_members m
      join public.organizations o on o.id = m.organization_id
      left join public.organization_settings s on s.organization_id = o.id
      where m.user_id = v_uid), '[]'::json),
    'subscriptions', coalesce((
      select json_agg(sub order by sub.created_at)
      from public.subscriptions sub
      join public.organization_members m on m.organization_id = sub.organization_id and m.user_id = v_uid), '[]'::json),
    -- The 50 newest notifications per organization meant for everyone or for this user.
    'notifications', coalesce((
      select json_agg(n order by n.created_at desc, n.id)
      from public.organization_members m
      cross join lateral (
        select x.* from public.notifications x
        where x.organization_id = m.organization_id and (x.user_id is null or x.user_id = v_uid)
        order by x.created_at desc limit 50
      ) n
      where m.user_id = v_uid), '[]'::json)
  );
end;
$$;

-- How many of the newest rows of the large lists the bundle carries; the rest through the list
-- RPCs below or REST with range pagination.
create or replace function private.bundle_limit()
returns integer
language sql
immutable
set search_path = ''
as $$ select 1000 $$;

create or replace function public.get_organization_data(p_organization_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := private.bundle_limit();
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return json_build_object(
    'funds', coalesce((select json_agg(f order by f.name) from public.funds f where f.organization_id = p_organization_id), '[]'::json),
    'accounts', coalesce((select json_agg(a order by a.code) from public.accounts a where a.organization_id = p_organization_id), '[]'::json),
    'account_categories', coalesce((select json_agg(c order by c.sort_order) from public.account_categories c where c.organization_id = p_organization_id), '[]'::json),
    'account_types', coalesce((select json_agg(t order by t.name) from public.account_types t where t.organization_id = p_organization_id), '[]'::json),
    'account_descriptions', coalesce((select json_agg(d order by d.name) from public.account_descriptions d where d.organization_id = p_organization_id), '[]'::json),
    'projects', coalesce((select json_agg(p order by p.name) from public.projects p where p.organization_id = p_organization_id), '[]'::json),
    'project_tasks', coalesce((select json_agg(t order by t.project_id, t.sort_order, t.start_date) from public.project_tasks t where t.organization_id = p_organization_id), '[]'::json),
    'transactions', coalesce((
      select json_agg(t order by t.date desc, t.created_at desc, t.id) from (
        select * from public.transactions x where x.organization_id = p_organization_id
        order by x.date desc, x.created_at desc, x.id limit v_limit) t), '[]'::json),
    'invoices', coalesce((
      select json_agg(i order by i.issue_date desc, i.invoice_number desc) from (
        select x.*, coalesce((select json_agg(l order by l.line_number) from public.invoice_lines l where l.invoice_id = x.id), '[]'::json) as invoice_lines
        from public.invoices x where x.organization_id = p_organization_id
        order by x.issue_date desc, x.invoice_number desc limit v_limit) i), '[]'::json),
    'bills', coalesce((
      select json_agg(b order by b.bill_date desc, b.bill_number desc) from (
        select x.*, coalesce((select json_agg(l order by l.line_number) from public.bill_lines l where l.bill_id = x.id), '[]'::json) as bill_lines
        from public.bills x where x.organization_id = p_organization_id
        order by x.bill_date desc, x.bill_number desc limit v_limit) b), '[]'::json),
    'donations', coalesce((
      select json_agg(d order by d.donation_date desc, d.created_at desc) from (
        select * from public.donations x where x.organization_id = p_organization_id
        order by x.donation_date desc, x.created_at desc limit v_limit) d), '[]'::json),
    'journal_entries', coalesce((
      select json_agg(e order by e.entry_date desc, e.created_at desc, e.id) from (
        select x.*, coalesce((select json_agg(l order by l.line_number, l.id) from public.journal_entry_lines l where l.journal_entry_id = x.id), '[]'::json) as journal_entry_lines
        from public.journal_entries x where x.organization_id = p_organization_id
        order by x.entry_date desc, x.created_at desc, x.id limit v_limit) e), '[]'::json),
    'employees', coalesce((select json_agg(e order by e.name) from public.employees e where e.organization_id = p_organization_id), '[]'::json),
    'payroll_runs', coalesce((
      select json_agg(r order by r.pay_date desc) from (
        select x.*, coalesce((select json_agg(l) from public.payroll_run_lines l where l.payroll_run_id = x.id), '[]'::json) as lines
        from public.payroll_runs x where x.organization_id = p_organization_id) r), '[]'::json),
    'purchase_requests', coalesce((
      select json_agg(r order by r.created_at desc) from (
        select x.*, coalesce((select json_agg(i order by i.created_at, i.id) from public.purchase_request_items i where i.purchase_request_id = x.id), '[]'::json) as items
        from public.purchase_requests x where x.organization_id = p_organization_id) r), '[]'::json),
    'purchase_orders', coalesce((
      select json_agg(o order by o.order_date desc, o.po_number desc) from (
        select x.*, coalesce((select json_agg(i order by i.created_at, i.id) from public.purchase_order_items i where i.purchase_order_id = x.id), '[]'::json) as items
        from public.purchase_orders x where x.organization_id = p_organization_id) o), '[]'::json),
    'inventory', coalesce((select json_agg(i order by i.name) from public.inventory i where i.organization_id = p_organization_id), '[]'::json),
    'budgets', coalesce((
      select json_agg(b order by b.fiscal_year desc, b.name) from (
        select x.*, coalesce((select json_agg(li order by li.created_at, li.id) from public.budget_line_items li where li.budget_id = x.id), '[]'::json) as line_items
        from public.budgets x where x.organization_id = p_organization_id) b), '[]'::json),
    'customers', coalesce((select json_agg(c order by c.name) from public.customers c where c.organization_id = p_organization_id), '[]'::json),
    'vendors', coalesce((select json_agg(v order by v.name) from public.vendors v where v.organization_id = p_organization_id), '[]'::json),
    'donors', coalesce((select json_agg(d order by d.name) from public.donors d where d.organization_id = p_organization_id), '[]'::json),
    'organization_settings', (select to_json(s) from public.organization_settings s where s.organization_id = p_organization_id),
    'totals', json_build_object(
      'transactions', (select count(*) from public.transactions x where x.organization_id = p_organization_id),
      'invoices', (select count(*) from public.invoices x where x.organization_id = p_organization_id),
      'bills', (select count(*) from public.bills x where x.organization_id = p_organization_id),
      'donations', (select count(*) from public.donations x where x.organization_id = p_organization_id),
      'journal_entries', (select count(*) from public.journal_entries x where x.organization_id = p_organization_id)),
    'limit', v_limit
  );
end;
$$;

-- One page of an organization's transactions, newest first, with the total count.
create or replace function public.list_transactions(p_organization_id uuid, p_limit integer default 50, p_offset integer default 0)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return json_build_object(
    'total', (select count(*) from public.transactions x where x.organization_id = p_organization_id),
    'limit', least(greatest(coalesce(p_limit, 50), 1), 1000),
    'offset', greatest(coalesce(p_offset, 0), 0),
    'rows', coalesce((
      select json_agg(t order by t.date desc, t.created_at desc, t.id) from (
        select * from public.transactions x where x.organization_id = p_organization_id
        order by x.date desc, x.created_at desc, x.id
        limit least(greatest(coalesce(p_limit, 50), 1), 1000) offset greatest(coalesce(p_offset, 0), 0)) t), '[]'::json));
end;
$$;

-- One page of an organization's journal entries with their lines, newest first.
create or replace function public.list_journal_entries(p_organization_id uuid, p_limit integer default 50, p_offset integer default 0)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return json_build_object(
    'total', (select count(*) from public.journal_entries x where x.organization_id = p_organization_id),
    'limit', least(greatest(coalesce(p_limit, 50), 1), 1000),
    'offset', greatest(coalesce(p_offset, 0), 0),
    'rows', coalesce((
      select json_agg(e order by e.entry_date desc, e.created_at desc, e.id) from (
        select x.*, coalesce((select json_agg(l order by l.line_number, l.id) from public.journal_entry_lines l where l.journal_entry_id = x.id), '[]'::json) as journal_entry_lines
        from public.journal_entries x where x.organization_id = p_organization_id
        order by x.entry_date desc, x.created_at desc, x.id
        limit least(greatest(coalesce(p_limit, 50), 1), 1000) offset greatest(coalesce(p_offset, 0), 0)) e), '[]'::json));
end;
$$;

-- Trial balance by account and fund over a date range, straight from the ledger (reports).
create or replace function public.get_account_balances(p_organization_id uuid, p_from date default null, p_to date default null)
returns table (account_id uuid, fund_id uuid, debit numeric, credit numeric, balance numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return query
    select l.account_id, l.fund_id, sum(l.debit)::numeric, sum(l.credit)::numeric,
           case when a.normal_balance = 'debit' then sum(l.debit) - sum(l.credit) else sum(l.credit) - sum(l.debit) end::numeric
    from public.journal_entry_lines l
    join public.journal_entries e on e.id = l.journal_entry_id
    join public.accounts a on a.id = l.account_id
    where l.organization_id = p_organization_id and e.status = 'posted'
      and (p_from is null or e.entry_date >= p_from) and (p_to is null or e.entry_date <= p_to)
    group by l.account_id, l.fund_id, a.normal_balance;
end;
$$;
