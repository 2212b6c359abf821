-- RPC: the hours grid of a draft run ([{line_id, hours}]): an hourly line's gross is hours x rate,
-- priced again with the organization's rates. Owners and admins only.
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
    raise exception 'Payroll run not found' using errcode = 'PT404';
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
      raise exception 'That line is not in this payroll run' using errcode = 'PT404';
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
revoke all on function public.set_payroll_hours(p_run_id uuid, p_hours jsonb) from public, anon, authenticated, service_role;
grant execute on function public.set_payroll_hours(p_run_id uuid, p_hours jsonb) to authenticated, service_role;
