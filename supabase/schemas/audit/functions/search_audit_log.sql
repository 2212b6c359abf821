-- RPC: one page of the organization's audit log, newest first, filtered by table, author and dates,
-- with the author's name and e-mail (also of people who have left the organization) and the number
-- of matching rows. Owners and admins only, and the rows of the tables holding pay only while they may
-- see pay (can_read_pay), as the table's own policy. The answer is a
-- public.audit_log_page.
create or replace function public.search_audit_log(
  p_organization_id uuid,
  p_table text default null,
  p_actor_id uuid default null,
  p_from date default null,
  p_to date default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.audit_log_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result public.audit_log_page;
  v_pay boolean := public.can_read_pay(p_organization_id);
begin
  if not public.has_org_role(p_organization_id, array['owner', 'admin']) then
    raise exception 'Only owners and admins can read the audit log' using errcode = '42501';
  end if;
  select count(*) into v_result.total
  from public.audit_log a
  where a.organization_id = p_organization_id
    and (p_table is null or a.table_name = p_table)
    and (v_pay or a.table_name not in ('employee_pay', 'payroll_runs', 'payroll_run_lines', 'payroll_liability_payments', 'payroll_liability_payment_lines', 'employees'))
    and (p_actor_id is null or a.actor_id = p_actor_id)
    and (p_from is null or a.changed_at >= p_from::timestamptz)
    and (p_to is null or a.changed_at < (p_to + 1)::timestamptz);
  select array(
    select row(r.id, r.table_name, r.row_id, r.action, r.actor_id, r.actor_role, r.changed_at, r.old_data, r.new_data,
               r.actor_name, r.actor_email)::public.audit_log_entry
    from (
      select a.id, a.table_name, a.row_id, a.action, a.actor_id, a.actor_role, a.changed_at, a.old_data, a.new_data,
             coalesce(p.full_name, u.email::text, p.email) as actor_name, coalesce(u.email::text, p.email) as actor_email
      from public.audit_log a
      left join auth.users u on u.id = a.actor_id
      left join public.profiles p on p.id = a.actor_id
      where a.organization_id = p_organization_id
        and (p_table is null or a.table_name = p_table)
        and (v_pay or a.table_name not in ('employee_pay', 'payroll_runs', 'payroll_run_lines', 'payroll_liability_payments', 'payroll_liability_payment_lines', 'employees'))
        and (p_actor_id is null or a.actor_id = p_actor_id)
        and (p_from is null or a.changed_at >= p_from::timestamptz)
        and (p_to is null or a.changed_at < (p_to + 1)::timestamptz)
      order by a.changed_at desc, a.id desc
      limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0)
    ) r
    order by r.changed_at desc, r.id desc)
  into v_result.rows;
  return v_result;
end;
$$;
revoke all on function public.search_audit_log(p_organization_id uuid, p_table text, p_actor_id uuid, p_from date, p_to date, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.search_audit_log(p_organization_id uuid, p_table text, p_actor_id uuid, p_from date, p_to date, p_limit integer, p_offset integer) to authenticated, service_role;
