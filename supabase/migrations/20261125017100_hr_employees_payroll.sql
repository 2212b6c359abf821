-- Human resources (issue 17): employees with their record (job title, department, manager, pay
-- schedule, default wage account, contact), their allocation to programs and functions (must
-- total 100 percent), personal identifiers readable only by owners and admins, and payroll runs
-- that move draft -> approved -> paid (or void) and post through the database:
--   approve: debit wages, employer taxes and benefits (one line per employee allocation, with its
--            project, function and fund), credit 2100 Accrued Payroll Liabilities (withholdings,
--            deductions, employer taxes and benefits) and 2110 Net Pay Payable (net pay), per fund;
--   paid:    debit Net Pay Payable, credit cash, per fund;
--   void:    reverses both entries (the payment first).
-- The rates are organization_settings.payroll_tax_rates (the Expenses settings page): a flat rate
-- table, not a tax engine (docs/hr.md).

-- Employees ---------------------------------------------------------------------------------------
alter table public.employees
  add column manager_id uuid,
  add column pay_schedule text not null default 'semimonthly' check (pay_schedule in ('weekly', 'biweekly', 'semimonthly', 'monthly')),
  add column wage_account_id uuid,
  add column address_line1 text check (address_line1 is null or length(address_line1) <= 200),
  add column city text check (city is null or length(city) <= 100),
  add column region text check (region is null or length(region) <= 100),
  add column postal_code text check (postal_code is null or length(postal_code) <= 20),
  add constraint employees_manager_fk foreign key (manager_id, organization_id)
    references public.employees (id, organization_id) on delete set null (manager_id),
  add constraint employees_wage_account_fk foreign key (wage_account_id, organization_id)
    references public.accounts (id, organization_id) on delete set null (wage_account_id),
  add constraint employees_not_own_manager check (manager_id is null or manager_id <> id);
create index employees_manager_idx on public.employees (manager_id) where manager_id is not null;

create or replace function private.check_employee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.wage_account_id is not null and (tg_op = 'INSERT' or new.wage_account_id is distinct from old.wage_account_id)
     and not exists (select 1 from public.accounts a where a.id = new.wage_account_id and a.category = 'Expenses' and not a.is_placeholder) then
    raise exception 'The wage expense account must be an Expenses account that takes postings' using errcode = '23514';
  end if;
  if new.status = 'terminated' and new.termination_date is null then
    new.termination_date := current_date;
  end if;
  return new;
end;
$$;
create trigger employees_check before insert or update on public.employees
  for each row execute function private.check_employee();

-- Allocations: the share of an employee's pay each program (project) or function carries. -------
create table public.employee_allocations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  employee_id uuid not null,
  project_id uuid,
  function text not null default 'program' check (function in ('program', 'management_general', 'fundraising')),
  fund_id uuid,
  percent numeric(5, 2) not null check (percent > 0 and percent <= 100),
  created_at timestamptz not null default now(),
  foreign key (employee_id, organization_id) references public.employees (id, organization_id) on delete cascade,
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete cascade,
  foreign key (fund_id, organization_id) references public.funds (id, organization_id) on delete set null (fund_id)
);
create index employee_allocations_employee_idx on public.employee_allocations (employee_id);
create index employee_allocations_project_idx on public.employee_allocations (project_id) where project_id is not null;

-- Checked at commit, so an editor can replace the rows in one transaction: an employee's
-- allocations total exactly 100 percent (or there are none: the employee's pay then goes to
-- their project, else to management and general).
create or replace function private.check_employee_allocations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_employee uuid := case when tg_op = 'DELETE' then old.employee_id else new.employee_id end;
  v_total numeric;
  v_name text;
begin
  select e.name into v_name from public.employees e where e.id = v_employee;
  if v_name is null then
    return null;
  end if;
  select sum(a.percent) into v_total from public.employee_allocations a where a.employee_id = v_employee;
  if v_total is not null and v_total <> 100 then
    raise exception 'The allocations of % total % percent; they must total 100 percent', v_name, trim_scale(v_total)
      using errcode = '23514';
  end if;
  return null;
end;
$$;
create constraint trigger employee_allocations_total
  after insert or update or delete on public.employee_allocations
  deferrable initially deferred
  for each row execute function private.check_employee_allocations();

alter table public.employee_allocations enable row level security;
create policy members_read on public.employee_allocations for select to authenticated
  using (organization_id in (select public.user_organization_ids()));
create policy editors_insert on public.employee_allocations for insert to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
create policy editors_update on public.employee_allocations for update to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
create policy editors_delete on public.employee_allocations for delete to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

-- RPC: replace an employee's allocations in one call ([{project_id?, function, fund_id?, percent}]).
-- Runs as the caller: Row Level Security decides; the commit-time check refuses a total <> 100.
create or replace function public.save_employee_allocations(p_employee_id uuid, p_allocations jsonb)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_org uuid;
begin
  if jsonb_typeof(p_allocations) is distinct from 'array' then
    raise exception 'The allocations must be a list' using errcode = '22023';
  end if;
  select e.organization_id into v_org from public.employees e where e.id = p_employee_id;
  if v_org is null then
    raise exception 'Employee not found' using errcode = 'P0002';
  end if;
  if not public.has_org_role(v_org, array['owner', 'admin', 'member']) then
    raise exception 'Viewers cannot change employees' using errcode = '42501';
  end if;
  if jsonb_array_length(p_allocations) > 0 and (
       select sum((x ->> 'percent')::numeric) from jsonb_array_elements(p_allocations) x) <> 100 then
    raise exception 'The allocations total % percent; they must total 100 percent',
      trim_scale((select sum((x ->> 'percent')::numeric) from jsonb_array_elements(p_allocations) x)) using errcode = '23514';
  end if;
  delete from public.employee_allocations a where a.employee_id = p_employee_id;
  insert into public.employee_allocations (organization_id, employee_id, project_id, function, fund_id, percent)
  select v_org, p_employee_id, nullif(x ->> 'project_id', '')::uuid, coalesce(nullif(x ->> 'function', ''), 'program'),
         nullif(x ->> 'fund_id', '')::uuid, (x ->> 'percent')::numeric
  from jsonb_array_elements(p_allocations) x;
end;
$$;

-- Personal identifiers: a table of their own that only owners and admins can reach. -------------
create table public.employee_private (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  employee_id uuid not null unique,
  -- US SSN or ITIN (123-45-6789).
  tax_id text check (tax_id is null or tax_id ~ '^[0-9]{3}-?[0-9]{2}-?[0-9]{4}$'),
  bank_routing text check (bank_routing is null or bank_routing ~ '^[0-9]{9}$'),
  bank_account text check (bank_account is null or bank_account ~ '^[0-9]{4,17}$'),
  updated_at timestamptz not null default now(),
  foreign key (employee_id, organization_id) references public.employees (id, organization_id) on delete cascade
);
create trigger employee_private_touch before update on public.employee_private
  for each row execute function private.touch_updated_at();

alter table public.employee_private enable row level security;
create policy admins_read on public.employee_private for select to authenticated
  using (organization_id in (select public.user_organization_ids(array['owner', 'admin'])));
create policy admins_insert on public.employee_private for insert to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin']));
create policy admins_update on public.employee_private for update to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']))
  with check (public.has_org_role(organization_id, array['owner', 'admin']));
create policy admins_delete on public.employee_private for delete to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']));

-- RPC: the masked identifiers for lists: the last four digits, to owners and admins only (others
-- get no rows).
create or replace function public.employee_identifiers_masked(p_organization_id uuid)
returns table (employee_id uuid, tax_id_last4 text, bank_account_last4 text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  if not public.has_org_role(p_organization_id, array['owner', 'admin']) then
    return;
  end if;
  return query
    select p.employee_id, right(regexp_replace(p.tax_id, '[^0-9]', '', 'g'), 4), right(p.bank_account, 4)
    from public.employee_private p where p.organization_id = p_organization_id;
end;
$$;

-- RPC: the employees list, paged in the database. Filters: status, department, program (an
-- allocation's project, or the employee's project when they have no allocations), search by name,
-- job title or e-mail. Sort whitelisted. tax_id_last4 only for owners and admins.
create or replace function public.list_employees(
  p_organization_id uuid,
  p_status text default null,
  p_department text default null,
  p_project_id uuid default null,
  p_search text default null,
  p_sort text default 'name',
  p_direction text default 'asc',
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
  v_desc boolean := lower(coalesce(p_direction, 'asc')) = 'desc';
  v_sort text := lower(coalesce(p_sort, 'name'));
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_admin boolean;
  v_result json;
begin
  perform private.require_member(p_organization_id);
  if v_sort not in ('name', 'position', 'department', 'status', 'hire_date', 'pay_rate') then
    raise exception 'Cannot sort employees by %', p_sort using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('active', 'on_leave', 'terminated') then
    raise exception 'Unknown employee status: %', p_status using errcode = '22023';
  end if;
  v_admin := public.has_org_role(p_organization_id, array['owner', 'admin']);
  with filtered as (
    select e.* from public.employees e
    where e.organization_id = p_organization_id
      and (p_status is null or e.status = p_status)
      and (p_department is null or e.department = p_department)
      and (p_project_id is null
           or exists (select 1 from public.employee_allocations a where a.employee_id = e.id and a.project_id = p_project_id)
           or (e.project_id = p_project_id and not exists (select 1 from public.employee_allocations a where a.employee_id = e.id)))
      and (v_pattern is null or e.name ilike v_pattern or e.position ilike v_pattern or e.email ilike v_pattern)
  ), page as (
    select f.id, row_number() over (order by
      case when not v_desc then case v_sort when 'name' then lower(f.name) when 'position' then lower(f.position)
        when 'department' then lower(f.department) when 'status' then f.status end end asc nulls last,
      case when v_desc then case v_sort when 'name' then lower(f.name) when 'position' then lower(f.position)
        when 'department' then lower(f.department) when 'status' then f.status end end desc nulls last,
      case when v_sort = 'hire_date' and not v_desc then f.hire_date end asc nulls last,
      case when v_sort = 'hire_date' and v_desc then f.hire_date end desc nulls last,
      case when v_sort = 'pay_rate' and not v_desc then f.pay_rate end asc,
      case when v_sort = 'pay_rate' and v_desc then f.pay_rate end desc,
      lower(f.name), f.id) as ord
    from filtered f
  )
  select json_build_object(
    'total', (select count(*) from filtered),
    'rows', coalesce((select json_agg(json_build_object(
        'id', p.id, 'name', p.name, 'email', p.email, 'phone', p.phone, 'position', p.position,
        'department', p.department, 'status', p.status, 'employment_type', p.employment_type,
        'hire_date', p.hire_date, 'termination_date', p.termination_date, 'pay_type', p.pay_type,
        'pay_rate', p.pay_rate::text, 'pay_schedule', p.pay_schedule,
        'manager_id', p.manager_id, 'manager_name', m.name,
        'programs', (select string_agg(coalesce(pr.name, case a.function when 'program' then 'Other programs'
                        when 'management_general' then 'Management and general' else 'Fundraising' end)
                        || ' ' || trim_scale(a.percent) || '%', ', ' order by a.percent desc, a.id)
                     from public.employee_allocations a left join public.projects pr on pr.id = a.project_id
                     where a.employee_id = p.id),
        'tax_id_last4', case when v_admin then (select right(regexp_replace(x.tax_id, '[^0-9]', '', 'g'), 4)
                                                 from public.employee_private x where x.employee_id = p.id) end,
        'updated_at', p.updated_at)
      order by pg.ord)
      from page pg join public.employees p on p.id = pg.id
      left join public.employees m on m.id = p.manager_id
      where pg.ord > v_offset and pg.ord <= v_offset + v_limit), '[]'::json)
  ) into v_result;
  return v_result;
end;
$$;

-- The departments in use, for the filter.
create or replace function public.employee_departments(p_organization_id uuid)
returns table (department text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return query select distinct e.department from public.employees e
    where e.organization_id = p_organization_id and e.department is not null order by 1;
end;
$$;

-- Payroll runs -----------------------------------------------------------------------------------
alter table public.payroll_runs
  add column payment_journal_entry_id uuid,
  add column approved_at timestamptz,
  add column approved_by uuid references auth.users (id) on delete set null,
  add column paid_at timestamptz,
  add column voided_at timestamptz,
  add constraint payroll_runs_payment_entry_fk foreign key (payment_journal_entry_id, organization_id)
    references public.journal_entries (id, organization_id);

-- The breakdown of a line's withholdings and employer costs by rate, for the pay stub:
-- [{ "name", "rate", "paid_by": employee|employer, "kind": tax|benefit, "amount" }].
alter table public.payroll_run_lines
  add column rate numeric(14, 2),
  add column breakdown jsonb not null default '[]'::jsonb check (jsonb_typeof(breakdown) = 'array');

-- Only owners and admins run payroll: the run and its lines are theirs to write.
do $$
declare
  t text;
  v_admin text := 'public.has_org_role(organization_id, array[''owner'', ''admin''])';
begin
  foreach t in array array['payroll_runs', 'payroll_run_lines'] loop
    execute format('drop policy editors_insert on public.%I', t);
    execute format('drop policy editors_update on public.%I', t);
    execute format('drop policy editors_delete on public.%I', t);
    execute format('create policy admins_insert on public.%I for insert to authenticated with check (%s)', t, v_admin);
    execute format('create policy admins_update on public.%I for update to authenticated using (%s) with check (%s)', t, v_admin, v_admin);
    execute format('create policy admins_delete on public.%I for delete to authenticated using (%s)', t, v_admin);
  end loop;
end;
$$;

-- The lines of a run are final once it is approved.
create or replace function private.guard_payroll_run_line()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  select r.status into v_status from public.payroll_runs r
  where r.id = case when tg_op = 'DELETE' then old.payroll_run_id else new.payroll_run_id end;
  if v_status is not null and v_status <> 'draft' then
    raise exception 'The lines of an approved, paid or void payroll run cannot be changed' using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
create trigger payroll_run_lines_guard before insert or update or delete on public.payroll_run_lines
  for each row execute function private.guard_payroll_run_line();

-- The liability for net pay between approval and payment (2110 Net Pay Payable), added to an
-- organization's chart the first time it needs it.
create or replace function private.net_pay_account(p_org uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select a.id into v_id from public.accounts a where a.organization_id = p_org and a.system_key = 'net_pay_payable';
  if v_id is null then
    insert into public.accounts (organization_id, code, name, parent_id, category, account_type_id, system_key, description, normal_balance)
    values (p_org,
      (select c from unnest(array['2110', '2111', '2112', '2119', '2190']) c
       where not exists (select 1 from public.accounts x where x.organization_id = p_org and x.code = c) limit 1),
      'Net Pay Payable',
      (select p.id from public.accounts p where p.organization_id = p_org and p.code = '2000' and p.category = 'Liabilities'),
      'Liabilities',
      (select t.id from public.account_types t where t.organization_id = p_org and t.name = 'Accrued Liability'),
      'net_pay_payable', 'Net pay of approved payroll runs not yet paid to employees.', 'credit')
    returning id into v_id;
  end if;
  return v_id;
end;
$$;

-- The approval entry of a run: wages, employer taxes and benefits split by each employee's
-- allocations (cumulative rounding: the shares of an amount add up to it to the cent), the
-- liabilities per fund. Every amount comes from the run's lines.
create or replace function private.post_payroll_accrual(p_run public.payroll_runs)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
  v_salaries uuid := private.system_account(p_run.organization_id, 'salaries');
  v_taxes uuid := private.system_account(p_run.organization_id, 'payroll_taxes');
  v_benefits uuid := private.system_account(p_run.organization_id, 'benefits');
  v_accrued uuid := private.system_account(p_run.organization_id, 'accrued_payroll');
  v_net uuid := private.net_pay_account(p_run.organization_id);
begin
  insert into public.journal_entries (id, organization_id, entry_date, description, status, source_type, source_id)
  values (v_id, p_run.organization_id, p_run.pay_date,
          'Payroll ' || p_run.period_start || ' to ' || p_run.period_end, 'posted', 'payroll_run', p_run.id);

  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, project_id, function, description, debit, credit, line_number)
  with alloc as (
    select l.employee_id, e.name, coalesce(e.wage_account_id, v_salaries) as wage_account,
           l.gross_pay, l.net_pay, l.employer_taxes, l.benefits,
           a.project_id, a.function, coalesce(a.fund_id, p_run.fund_id) as fund_id, a.percent, a.ord,
           sum(a.percent) over (partition by l.employee_id order by a.ord) as cum
    from public.payroll_run_lines l
    join public.employees e on e.id = l.employee_id
    cross join lateral (
      select x.project_id, x.function, x.fund_id, x.percent, row_number() over (order by x.percent desc, x.id) as ord
      from public.employee_allocations x where x.employee_id = l.employee_id
      union all
      select e.project_id, coalesce((select pr.function from public.projects pr where pr.id = e.project_id), 'management_general'),
             null::uuid, 100::numeric, 1::bigint
      where not exists (select 1 from public.employee_allocations x where x.employee_id = l.employee_id)
    ) a
    where l.payroll_run_id = p_run.id
  ), shares as (
    select s.*,
           round(s.gross_pay * s.cum / 100, 2) - round(s.gross_pay * (s.cum - s.percent) / 100, 2) as gross_s,
           round(s.net_pay * s.cum / 100, 2) - round(s.net_pay * (s.cum - s.percent) / 100, 2) as net_s,
           round(s.employer_taxes * s.cum / 100, 2) - round(s.employer_taxes * (s.cum - s.percent) / 100, 2) as tax_s,
           round(s.benefits * s.cum / 100, 2) - round(s.benefits * (s.cum - s.percent) / 100, 2) as ben_s
    from alloc s
  ), rows as (
    select 1 as grp, s.name as sort_name, s.ord, s.wage_account as account_id, s.fund_id, s.project_id, s.function,
           s.name || ' wages (' || trim_scale(s.percent) || '%)' as description, s.gross_s as debit, 0::numeric as credit
    from shares s
    union all
    select 2, s.name, s.ord, v_taxes, s.fund_id, s.project_id, s.function,
           s.name || ' employer taxes (' || trim_scale(s.percent) || '%)', s.tax_s, 0
    from shares s
    union all
    select 3, s.name, s.ord, v_benefits, s.fund_id, s.project_id, s.function,
           s.name || ' benefits (' || trim_scale(s.percent) || '%)', s.ben_s, 0
    from shares s
    union all
    select 4, '', 0, v_accrued, s.fund_id, null, null, 'Withholdings, deductions, employer taxes and benefits',
           0, sum(s.gross_s - s.net_s + s.tax_s + s.ben_s)
    from shares s group by s.fund_id
    union all
    select 5, '', 0, v_net, s.fund_id, null, null, 'Net pay', 0, sum(s.net_s)
    from shares s group by s.fund_id
  )
  select p_run.organization_id, v_id, r.account_id, r.fund_id, r.project_id, r.function, r.description, r.debit, r.credit,
         (row_number() over (order by r.grp, r.sort_name, r.ord, r.fund_id))::smallint
  from rows r
  where r.debit > 0 or r.credit > 0;
  return v_id;
end;
$$;

-- The payment entry: the net pay leaves cash, per fund, as the approval entry owed it.
create or replace function private.post_payroll_payment(p_run public.payroll_runs, p_accrual uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
  v_net uuid := private.net_pay_account(p_run.organization_id);
  v_cash uuid := private.cash_account(p_run.organization_id);
begin
  if not exists (select 1 from public.journal_entry_lines l where l.journal_entry_id = p_accrual and l.account_id = v_net and l.credit > 0) then
    return null;
  end if;
  insert into public.journal_entries (id, organization_id, entry_date, description, status, source_type, source_id)
  values (v_id, p_run.organization_id, p_run.pay_date, 'Payroll paid ' || p_run.pay_date, 'posted', 'payroll_run', p_run.id);
  insert into public.journal_entry_lines (organization_id, journal_entry_id, account_id, fund_id, description, debit, credit, line_number)
  select p_run.organization_id, v_id, x.account_id, x.fund_id, x.description, x.debit, x.credit,
         (row_number() over (order by x.grp, x.fund_id))::smallint
  from (
    select 1 as grp, v_net as account_id, l.fund_id, 'Net pay paid' as description, sum(l.credit) as debit, 0::numeric as credit
    from public.journal_entry_lines l where l.journal_entry_id = p_accrual and l.account_id = v_net group by l.fund_id
    union all
    select 2, v_cash, l.fund_id, 'Net pay paid', 0, sum(l.credit)
    from public.journal_entry_lines l where l.journal_entry_id = p_accrual and l.account_id = v_net group by l.fund_id
  ) x;
  return v_id;
end;
$$;

-- The run's lifecycle (replaces the posting on 'paid' of 20261122000800).
create or replace function private.post_payroll_run()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rank_old integer;
begin
  if tg_op = 'DELETE' then
    if (old.journal_entry_id is not null or old.status in ('approved', 'paid')) and not private.organization_gone(old.organization_id) then
      raise exception 'An approved or paid payroll run cannot be deleted; void it instead' using errcode = '42501';
    end if;
    return old;
  end if;
  new.fund_id := coalesce(new.fund_id, private.default_fund(new.organization_id));
  if tg_op = 'INSERT' then
    new.journal_entry_id := null;
    new.payment_journal_entry_id := null;
    if new.status <> 'draft' then
      raise exception 'A payroll run starts as a draft: add its lines, then approve it' using errcode = '23514';
    end if;
    return new;
  end if;

  if new.organization_id <> old.organization_id then
    raise exception 'A payroll run cannot move to another organization' using errcode = '42501';
  end if;
  new.journal_entry_id := old.journal_entry_id;
  new.payment_journal_entry_id := old.payment_journal_entry_id;
  if old.status = 'void' and new.status <> 'void' then
    raise exception 'A void payroll run cannot be reopened' using errcode = '23514';
  end if;
  v_rank_old := case old.status when 'draft' then 0 when 'approved' then 1 when 'paid' then 2 else 3 end;
  if new.status <> 'void' and v_rank_old > (case new.status when 'draft' then 0 when 'approved' then 1 else 2 end) then
    raise exception 'A payroll run cannot go back from % to %; void it and start a new run', old.status, new.status using errcode = '23514';
  end if;
  if old.status in ('approved', 'paid') and new.status <> 'void'
     and (new.period_start, new.period_end, new.pay_date, new.fund_id, new.total_gross, new.total_net)
         is distinct from (old.period_start, old.period_end, old.pay_date, old.fund_id, old.total_gross, old.total_net) then
    raise exception 'An approved payroll run is final; void it instead' using errcode = '42501';
  end if;

  if old.status = 'draft' and new.status in ('approved', 'paid') then
    if new.total_gross <= 0 then
      raise exception 'This payroll run has no pay to approve: enter the hours of hourly staff or add employees' using errcode = '23514';
    end if;
    perform private.assert_period_open(new.organization_id, new.pay_date);
    new.journal_entry_id := private.post_payroll_accrual(new);
    new.approved_at := coalesce(new.approved_at, now());
    new.approved_by := coalesce(new.approved_by, auth.uid());
  end if;
  if old.status in ('draft', 'approved') and new.status = 'paid' then
    new.payment_journal_entry_id := private.post_payroll_payment(new, new.journal_entry_id);
    new.paid_at := coalesce(new.paid_at, now());
  end if;
  if old.status <> 'void' and new.status = 'void' then
    if old.payment_journal_entry_id is not null then
      perform private.reverse_entry(old.payment_journal_entry_id, greatest(old.pay_date, current_date), 'Void payroll payment ' || old.pay_date);
    end if;
    if old.journal_entry_id is not null then
      perform private.reverse_entry(old.journal_entry_id, greatest(old.pay_date, current_date), 'Void payroll ' || old.period_start || ' to ' || old.period_end);
    end if;
    new.voided_at := now();
  end if;
  return new;
end;
$$;

-- Rates ------------------------------------------------------------------------------------------
-- The organization's rates (organization_settings.payroll_tax_rates) applied to a gross amount,
-- one rounded amount per rate. An entry may say "kind": "benefit" (a benefit rather than a tax:
-- withheld as a deduction when the employee pays it, posted to Employee Benefits when the employer
-- does); without it an entry is a tax.
create or replace function private.payroll_breakdown(p_org uuid, p_gross numeric)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'name', x ->> 'name', 'rate', x ->> 'rate', 'paid_by', x ->> 'paid_by',
           'kind', case when x ->> 'kind' = 'benefit' then 'benefit' else 'tax' end,
           'amount', round(p_gross * (x ->> 'rate')::numeric / 100, 2)::text) order by n), '[]'::jsonb)
  from public.organization_settings s
  cross join lateral jsonb_array_elements(s.payroll_tax_rates) with ordinality as t (x, n)
  where s.organization_id = p_org
$$;

-- Writes a line's gross and the amounts of its breakdown.
create or replace function private.price_payroll_line(p_line_id uuid, p_gross numeric)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid;
  v_b jsonb;
  v_sum numeric;
begin
  select l.organization_id into v_org from public.payroll_run_lines l where l.id = p_line_id;
  v_b := private.payroll_breakdown(v_org, p_gross);
  update public.payroll_run_lines l set
    gross_pay = p_gross,
    breakdown = v_b,
    employee_taxes = coalesce((select sum((x ->> 'amount')::numeric) from jsonb_array_elements(v_b) x where x ->> 'paid_by' = 'employee' and x ->> 'kind' = 'tax'), 0),
    deductions = coalesce((select sum((x ->> 'amount')::numeric) from jsonb_array_elements(v_b) x where x ->> 'paid_by' = 'employee' and x ->> 'kind' = 'benefit'), 0),
    employer_taxes = coalesce((select sum((x ->> 'amount')::numeric) from jsonb_array_elements(v_b) x where x ->> 'paid_by' = 'employer' and x ->> 'kind' = 'tax'), 0),
    benefits = coalesce((select sum((x ->> 'amount')::numeric) from jsonb_array_elements(v_b) x where x ->> 'paid_by' = 'employer' and x ->> 'kind' = 'benefit'), 0)
  where l.id = p_line_id;
  -- Withholdings above the gross (rates over 100 percent in total) would leave a negative net pay.
  select l.employee_taxes + l.deductions into v_sum from public.payroll_run_lines l where l.id = p_line_id;
  if v_sum > p_gross then
    raise exception 'The employee rates withhold more than the gross pay; check the payroll rates in Settings' using errcode = '23514';
  end if;
end;
$$;

-- Pay periods per year by schedule: a salaried employee's gross is the annual salary over it.
create or replace function private.pay_periods_per_year(p_schedule text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_schedule when 'weekly' then 52 when 'biweekly' then 26 when 'monthly' then 12 else 24 end
$$;

-- RPC: a new draft run proposing a line per active employee hired by the period's end: salaried
-- staff get their annual salary over the pay periods of their schedule, hourly staff hours x rate
-- (hours start at 0, entered in the grid), and the organization's rates.
create or replace function public.propose_payroll_run(
  p_organization_id uuid,
  p_period_start date,
  p_period_end date,
  p_pay_date date,
  p_fund_id uuid default null,
  p_notes text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
  v_line record;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin'], 'Only owners and admins can run payroll');
  if p_period_start is null or p_period_end is null or p_pay_date is null then
    raise exception 'A payroll run needs a pay period and a pay date' using errcode = '23502';
  end if;
  if p_period_end < p_period_start then
    raise exception 'The pay period ends before it starts' using errcode = '23514';
  end if;
  if p_pay_date < p_period_start then
    raise exception 'The pay date is before the pay period starts' using errcode = '23514';
  end if;
  perform private.assert_period_open(p_organization_id, p_pay_date);
  insert into public.payroll_runs (id, organization_id, period_start, period_end, pay_date, fund_id, notes)
  values (v_id, p_organization_id, p_period_start, p_period_end, p_pay_date, p_fund_id, nullif(btrim(coalesce(p_notes, '')), ''));
  for v_line in
    insert into public.payroll_run_lines (organization_id, payroll_run_id, employee_id, hours, rate, gross_pay)
    select p_organization_id, v_id, e.id, case when e.pay_type = 'hourly' then 0 end, e.pay_rate, 0
    from public.employees e
    where e.organization_id = p_organization_id and e.status = 'active'
      and (e.hire_date is null or e.hire_date <= p_period_end)
    order by e.name
    returning id, employee_id
  loop
    perform private.price_payroll_line(v_line.id, (
      select case when e.pay_type = 'hourly' then 0
                  else round(e.pay_rate / private.pay_periods_per_year(e.pay_schedule), 2) end
      from public.employees e where e.id = v_line.employee_id));
  end loop;
  return v_id;
end;
$$;

-- RPC: the hours grid of a draft run ([{line_id, hours}]): an hourly line's gross is hours x rate.
create or replace function public.set_payroll_hours(p_run_id uuid, p_hours jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.payroll_runs;
  v_item jsonb;
  v_line public.payroll_run_lines;
  v_hours numeric;
begin
  select * into v_run from public.payroll_runs r where r.id = p_run_id;
  if not found then
    raise exception 'Payroll run not found' using errcode = 'P0002';
  end if;
  perform private.require_role(v_run.organization_id, array['owner', 'admin'], 'Only owners and admins can run payroll');
  if v_run.status <> 'draft' then
    raise exception 'Hours can only be entered while the run is a draft' using errcode = '23514';
  end if;
  if jsonb_typeof(p_hours) is distinct from 'array' then
    raise exception 'The hours must be a list' using errcode = '22023';
  end if;
  for v_item in select x from jsonb_array_elements(p_hours) x loop
    select * into v_line from public.payroll_run_lines l where l.id = (v_item ->> 'line_id')::uuid and l.payroll_run_id = p_run_id;
    if not found then
      raise exception 'That line is not in this payroll run' using errcode = 'P0002';
    end if;
    v_hours := nullif(v_item ->> 'hours', '')::numeric;
    if v_hours is null or v_hours < 0 or v_hours > 400 then
      raise exception 'Hours must be between 0 and 400' using errcode = '23514';
    end if;
    if v_line.hours is null then
      raise exception 'Only hourly staff have hours; a salaried line is paid its salary share' using errcode = '23514';
    end if;
    update public.payroll_run_lines l set hours = v_hours where l.id = v_line.id;
    perform private.price_payroll_line(v_line.id, round(v_hours * coalesce(v_line.rate, 0), 2));
  end loop;
end;
$$;

-- RPCs: the status changes. The trigger posts; these check who asks and say why not.
create or replace function private.payroll_run_for_change(p_run_id uuid)
returns public.payroll_runs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.payroll_runs;
begin
  select * into v_run from public.payroll_runs r where r.id = p_run_id for update;
  if not found then
    raise exception 'Payroll run not found' using errcode = 'P0002';
  end if;
  perform private.require_role(v_run.organization_id, array['owner', 'admin'], 'Only owners and admins can run payroll');
  return v_run;
end;
$$;

create or replace function public.approve_payroll_run(p_run_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.payroll_runs := private.payroll_run_for_change(p_run_id);
begin
  if v_run.status <> 'draft' then
    raise exception 'Only a draft payroll run can be approved (this one is %)', v_run.status using errcode = '23514';
  end if;
  update public.payroll_runs r set status = 'approved', approved_by = auth.uid() where r.id = p_run_id;
end;
$$;

create or replace function public.pay_payroll_run(p_run_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.payroll_runs := private.payroll_run_for_change(p_run_id);
begin
  if v_run.status <> 'approved' then
    raise exception 'Approve the payroll run before marking it paid (this one is %)', v_run.status using errcode = '23514';
  end if;
  update public.payroll_runs r set status = 'paid' where r.id = p_run_id;
end;
$$;

create or replace function public.void_payroll_run(p_run_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.payroll_runs := private.payroll_run_for_change(p_run_id);
begin
  if v_run.status = 'void' then
    raise exception 'This payroll run is already void' using errcode = '23514';
  end if;
  update public.payroll_runs r set status = 'void' where r.id = p_run_id;
end;
$$;

-- RPC: a run's lines with the employee, their year-to-date totals through this run (approved and
-- paid runs of the same calendar year with a pay date on or before this one, this run included)
-- and the run's totals: the pay stubs and the register read this, never a sum in the browser.
create or replace function public.payroll_run_register(p_run_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_run public.payroll_runs;
begin
  select * into v_run from public.payroll_runs r where r.id = p_run_id;
  if not found or not public.is_org_member(v_run.organization_id) then
    raise exception 'Payroll run not found' using errcode = 'P0002';
  end if;
  return json_build_object(
    'run', json_build_object('id', v_run.id, 'status', v_run.status, 'period_start', v_run.period_start,
      'period_end', v_run.period_end, 'pay_date', v_run.pay_date, 'fund_id', v_run.fund_id,
      'fund_name', (select f.name from public.funds f where f.id = v_run.fund_id), 'notes', v_run.notes,
      'journal_entry_id', v_run.journal_entry_id, 'payment_journal_entry_id', v_run.payment_journal_entry_id,
      'approved_at', v_run.approved_at, 'paid_at', v_run.paid_at, 'voided_at', v_run.voided_at,
      'total_gross', v_run.total_gross::text, 'total_employee_taxes', v_run.total_employee_taxes::text,
      'total_deductions', v_run.total_deductions::text, 'total_employer_taxes', v_run.total_employer_taxes::text,
      'total_benefits', v_run.total_benefits::text, 'total_net', v_run.total_net::text,
      'total_withheld', (v_run.total_employee_taxes + v_run.total_deductions)::text,
      'total_cost', (v_run.total_gross + v_run.total_employer_taxes + v_run.total_benefits)::text,
      'total_hours', (select coalesce(sum(l.hours), 0)::text from public.payroll_run_lines l where l.payroll_run_id = v_run.id)),
    'lines', coalesce((
      select json_agg(json_build_object(
        'id', l.id, 'employee_id', l.employee_id, 'employee_name', e.name, 'position', e.position,
        'department', e.department, 'pay_type', e.pay_type, 'pay_schedule', e.pay_schedule,
        'hours', l.hours::text, 'rate', l.rate::text, 'gross_pay', l.gross_pay::text,
        'employee_taxes', l.employee_taxes::text, 'deductions', l.deductions::text,
        'withheld', (l.employee_taxes + l.deductions)::text, 'net_pay', l.net_pay::text,
        'employer_taxes', l.employer_taxes::text, 'benefits', l.benefits::text, 'breakdown', l.breakdown,
        'ytd_gross', y.gross::text, 'ytd_withheld', y.withheld::text, 'ytd_net', y.net::text,
        'ytd_employer', y.employer::text)
        order by e.name, l.id)
      from public.payroll_run_lines l
      join public.employees e on e.id = l.employee_id
      cross join lateral (
        select coalesce(sum(x.gross_pay), 0) + case when v_run.status in ('draft', 'void') then l.gross_pay else 0 end as gross,
               coalesce(sum(x.employee_taxes + x.deductions), 0)
                 + case when v_run.status in ('draft', 'void') then l.employee_taxes + l.deductions else 0 end as withheld,
               coalesce(sum(x.net_pay), 0) + case when v_run.status in ('draft', 'void') then l.net_pay else 0 end as net,
               coalesce(sum(x.employer_taxes + x.benefits), 0)
                 + case when v_run.status in ('draft', 'void') then l.employer_taxes + l.benefits else 0 end as employer
        from public.payroll_run_lines x join public.payroll_runs r on r.id = x.payroll_run_id
        where x.employee_id = l.employee_id and r.status in ('approved', 'paid')
          and r.pay_date <= v_run.pay_date and r.pay_date >= date_trunc('year', v_run.pay_date)::date
      ) y
      where l.payroll_run_id = v_run.id), '[]'::json));
end;
$$;

-- RPC: year-to-date totals per employee (approved and paid runs with a pay date in the year).
create or replace function public.payroll_year_to_date(p_organization_id uuid, p_year integer)
returns table (
  employee_id uuid,
  employee_name text,
  runs bigint,
  gross numeric,
  employee_taxes numeric,
  deductions numeric,
  net numeric,
  employer_taxes numeric,
  benefits numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return query
    select e.id, e.name, count(*), sum(l.gross_pay), sum(l.employee_taxes), sum(l.deductions), sum(l.net_pay),
           sum(l.employer_taxes), sum(l.benefits)
    from public.payroll_run_lines l
    join public.payroll_runs r on r.id = l.payroll_run_id
    join public.employees e on e.id = l.employee_id
    where r.organization_id = p_organization_id and r.status in ('approved', 'paid')
      and extract(year from r.pay_date) = p_year
    group by e.id, e.name
    order by e.name;
end;
$$;

revoke execute on function private.check_employee() from public;
revoke execute on function private.check_employee_allocations() from public;
revoke execute on function private.guard_payroll_run_line() from public;
revoke execute on function private.net_pay_account(uuid) from public;
revoke execute on function private.post_payroll_accrual(public.payroll_runs) from public;
revoke execute on function private.post_payroll_payment(public.payroll_runs, uuid) from public;
revoke execute on function private.payroll_breakdown(uuid, numeric) from public;
revoke execute on function private.price_payroll_line(uuid, numeric) from public;
revoke execute on function private.payroll_run_for_change(uuid) from public;
revoke execute on function public.employee_identifiers_masked(uuid) from public, anon;
revoke execute on function public.list_employees(uuid, text, text, uuid, text, text, text, integer, integer) from public, anon;
revoke execute on function public.employee_departments(uuid) from public, anon;
revoke execute on function public.save_employee_allocations(uuid, jsonb) from public, anon;
revoke execute on function public.propose_payroll_run(uuid, date, date, date, uuid, text) from public, anon;
revoke execute on function public.set_payroll_hours(uuid, jsonb) from public, anon;
revoke execute on function public.approve_payroll_run(uuid) from public, anon;
revoke execute on function public.pay_payroll_run(uuid) from public, anon;
revoke execute on function public.void_payroll_run(uuid) from public, anon;
revoke execute on function public.payroll_run_register(uuid) from public, anon;
revoke execute on function public.payroll_year_to_date(uuid, integer) from public, anon;
grant execute on function public.employee_identifiers_masked(uuid), public.list_employees(uuid, text, text, uuid, text, text, text, integer, integer),
  public.employee_departments(uuid), public.save_employee_allocations(uuid, jsonb),
  public.propose_payroll_run(uuid, date, date, date, uuid, text), public.set_payroll_hours(uuid, jsonb),
  public.approve_payroll_run(uuid), public.pay_payroll_run(uuid), public.void_payroll_run(uuid),
  public.payroll_run_register(uuid), public.payroll_year_to_date(uuid, integer) to authenticated;
