-- Employees and payroll runs with one line per employee, and the payroll posting when a run is
-- marked 'paid':
--   debit Salaries & Wages (gross), Payroll Taxes (employer taxes), Benefits (employer benefits);
--   credit cash (net pay) and Accrued Payroll Liabilities (withholdings, deductions, employer
--   taxes and benefits still to be remitted), in the run's fund (the general fund by default).
-- Lines are final once a run is paid; voiding a paid run reverses its entry.

create table public.employees (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text,
  phone text,
  position text,
  department text,
  employment_type text not null default 'full_time' check (employment_type in ('full_time', 'part_time', 'contractor', 'temporary')),
  status text not null default 'active' check (status in ('active', 'on_leave', 'terminated')),
  hire_date date,
  termination_date date,
  pay_type text not null default 'salary' check (pay_type in ('salary', 'hourly')),
  -- Annual salary for 'salary', hourly rate for 'hourly'.
  pay_rate numeric(14, 2) not null default 0 check (pay_rate >= 0),
  project_id uuid,
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id),
  check (termination_date is null or hire_date is null or termination_date >= hire_date),
  foreign key (project_id, organization_id) references public.projects (id, organization_id) on delete set null (project_id)
);
create index employees_org_idx on public.employees (organization_id, name);
create trigger employees_touch before update on public.employees
  for each row execute function private.touch_updated_at();

create table public.payroll_runs (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  period_start date not null,
  period_end date not null,
  pay_date date not null,
  status text not null default 'draft' check (status in ('draft', 'approved', 'paid', 'void')),
  fund_id uuid,
  total_gross numeric(14, 2) not null default 0,
  total_employee_taxes numeric(14, 2) not null default 0,
  total_deductions numeric(14, 2) not null default 0,
  total_employer_taxes numeric(14, 2) not null default 0,
  total_benefits numeric(14, 2) not null default 0,
  total_net numeric(14, 2) not null default 0,
  notes text,
  journal_entry_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id),
  check (period_end >= period_start),
  foreign key (fund_id, organization_id) references public.funds (id, organization_id),
  foreign key (journal_entry_id, organization_id) references public.journal_entries (id, organization_id)
);
create index payroll_runs_org_idx on public.payroll_runs (organization_id, pay_date desc);

create table public.payroll_run_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  payroll_run_id uuid not null,
  employee_id uuid not null,
  hours numeric(8, 2) check (hours is null or hours >= 0),
  gross_pay numeric(14, 2) not null check (gross_pay >= 0),
  employee_taxes numeric(14, 2) not null default 0 check (employee_taxes >= 0),
  deductions numeric(14, 2) not null default 0 check (deductions >= 0),
  employer_taxes numeric(14, 2) not null default 0 check (employer_taxes >= 0),
  benefits numeric(14, 2) not null default 0 check (benefits >= 0),
  net_pay numeric(14, 2) generated always as (gross_pay - employee_taxes - deductions) stored,
  created_at timestamptz not null default now(),
  unique (payroll_run_id, employee_id),
  check (employee_taxes + deductions <= gross_pay),
  foreign key (payroll_run_id, organization_id) references public.payroll_runs (id, organization_id) on delete cascade,
  foreign key (employee_id, organization_id) references public.employees (id, organization_id)
);
create index payroll_run_lines_employee_idx on public.payroll_run_lines (employee_id);

create or replace function private.payroll_lines_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run_id uuid := case when tg_op = 'DELETE' then old.payroll_run_id else new.payroll_run_id end;
  v_status text;
begin
  select r.status into v_status from public.payroll_runs r where r.id = v_run_id;
  if v_status in ('paid', 'void') then
    raise exception 'Lines of a paid or void payroll run cannot be changed' using errcode = '42501';
  end if;
  update public.payroll_runs r set
    total_gross = t.gross, total_employee_taxes = t.employee_taxes, total_deductions = t.deductions,
    total_employer_taxes = t.employer_taxes, total_benefits = t.benefits, total_net = t.net
  from (
    select coalesce(sum(l.gross_pay), 0) gross, coalesce(sum(l.employee_taxes), 0) employee_taxes,
           coalesce(sum(l.deductions), 0) deductions, coalesce(sum(l.employer_taxes), 0) employer_taxes,
           coalesce(sum(l.benefits), 0) benefits, coalesce(sum(l.net_pay), 0) net
    from public.payroll_run_lines l where l.payroll_run_id = v_run_id
  ) t
  where r.id = v_run_id;
  return null;
end;
$$;

create trigger payroll_run_lines_changed
  after insert or update or delete on public.payroll_run_lines
  for each row execute function private.payroll_lines_changed();

create or replace function private.post_payroll_run()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_was_paid boolean := tg_op = 'UPDATE' and old.status = 'paid';
begin
  if tg_op = 'DELETE' then
    if old.journal_entry_id is not null and not private.organization_gone(old.organization_id) then
      raise exception 'A paid payroll run cannot be deleted; void it instead' using errcode = '42501';
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    new.journal_entry_id := null;
    if new.status = 'paid' then
      raise exception 'Add the lines of a payroll run before marking it paid' using errcode = '23514';
    end if;
  else
    if new.organization_id <> old.organization_id then
      raise exception 'A payroll run cannot move to another organization' using errcode = '42501';
    end if;
    new.journal_entry_id := old.journal_entry_id;
    if old.status = 'void' and new.status <> 'void' then
      raise exception 'A void payroll run cannot be reopened' using errcode = '23514';
    end if;
    if v_was_paid and new.status <> 'void'
       and (new.status, new.pay_date, new.fund_id, new.total_gross, new.total_net)
           is distinct from (old.status, old.pay_date, old.fund_id, old.total_gross, old.total_net) then
      raise exception 'A paid payroll run is final; void it instead' using errcode = '42501';
    end if;
  end if;
  new.fund_id := coalesce(new.fund_id, private.default_fund(new.organization_id));

  if new.status = 'void' and v_was_paid and old.journal_entry_id is not null then
    perform private.reverse_entry(old.journal_entry_id, greatest(old.pay_date, current_date), 'Void payroll run ' || old.pay_date);
  elsif new.status = 'paid' and not v_was_paid and new.total_gross > 0 then
    new.journal_entry_id := private.post_entry(new.organization_id, new.pay_date,
      'Payroll ' || new.period_start || ' to ' || new.period_end, 'payroll_run', new.id,
      jsonb_build_array(
        jsonb_build_object('account_id', private.system_account(new.organization_id, 'salaries'), 'fund_id', new.fund_id, 'debit', new.total_gross),
        jsonb_build_object('account_id', private.system_account(new.organization_id, 'payroll_taxes'), 'fund_id', new.fund_id, 'debit', new.total_employer_taxes),
        jsonb_build_object('account_id', private.system_account(new.organization_id, 'benefits'), 'fund_id', new.fund_id, 'debit', new.total_benefits),
        jsonb_build_object('account_id', private.cash_account(new.organization_id), 'fund_id', new.fund_id, 'credit', new.total_net),
        jsonb_build_object('account_id', private.system_account(new.organization_id, 'accrued_payroll'), 'fund_id', new.fund_id,
                           'credit', new.total_employee_taxes + new.total_deductions + new.total_employer_taxes + new.total_benefits)));
  end if;
  return new;
end;
$$;

create trigger payroll_runs_post
  before insert or update or delete on public.payroll_runs
  for each row execute function private.post_payroll_run();
create trigger payroll_runs_touch before update on public.payroll_runs
  for each row execute function private.touch_updated_at();
