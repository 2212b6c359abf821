-- Pay is private (docs/hr.md, "Who sees and changes pay"): an employee's pay type, rate and wage
-- account move from public.employees to public.employee_pay, a table of their own that only owners,
-- admins and members an owner grants payroll access (organization_members.payroll_access) read,
-- and that only public.set_employee_pay writes. Existing pay is copied over before the columns go.

alter table public.organization_members add column payroll_access boolean not null default false;
-- An owner grants it (private.guard_membership_change refuses anyone else).
grant update (payroll_access) on table public.organization_members to authenticated;

create table public.employee_pay (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  employee_id uuid not null unique,
  pay_type text not null default 'salary' check (pay_type in ('salary', 'hourly')),
  -- Annual salary for 'salary', hourly rate for 'hourly'.
  pay_rate numeric(14,2) not null default 0 check (pay_rate >= 0),
  -- The default wage expense account; empty means 5100 Salaries & Wages.
  wage_account_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (employee_id, organization_id) references public.employees (id, organization_id) on delete cascade,
  constraint employee_pay_wage_account_fk foreign key (wage_account_id, organization_id) references public.accounts (id, organization_id) on delete set null (wage_account_id)
);
create index employee_pay_org_idx on public.employee_pay (organization_id);
create index employee_pay_wage_account_idx on public.employee_pay (wage_account_id) where wage_account_id is not null;
revoke all on table public.employee_pay from anon, authenticated;
-- Read under Row Level Security; written only by public.set_employee_pay and the employees trigger.
grant select on table public.employee_pay to authenticated;
grant all on table public.employee_pay to service_role;

insert into public.employee_pay (organization_id, employee_id, pay_type, pay_rate, wage_account_id, created_at, updated_at)
select e.organization_id, e.id, e.pay_type, e.pay_rate, e.wage_account_id, e.created_at, e.updated_at
from public.employees e;

alter table public.employees drop column pay_type, drop column pay_rate, drop column wage_account_id;
