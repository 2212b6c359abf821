-- Time zones and payroll tax rates: the checks a column constraint cannot express (a catalog
-- lookup, each element of an array), in the words the settings pages show.
create or replace function private.validate_organization_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rate jsonb;
begin
  if new.time_zone is distinct from old.time_zone
     and not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = new.time_zone) then
    raise exception 'Unknown time zone "%"', new.time_zone using errcode = '22023';
  end if;
  if new.payroll_tax_rates is distinct from old.payroll_tax_rates then
    for v_rate in select x from jsonb_array_elements(new.payroll_tax_rates) x loop
      if jsonb_typeof(v_rate) <> 'object'
         or length(btrim(coalesce(v_rate ->> 'name', ''))) = 0
         or coalesce(v_rate ->> 'rate', '') !~ '^[0-9]{1,3}(\.[0-9]{1,4})?$'
         or (v_rate ->> 'rate')::numeric > 100
         or coalesce(v_rate ->> 'paid_by', '') not in ('employee', 'employer') then
        raise exception 'Each payroll tax needs a name, a rate between 0 and 100 percent and who pays it (employee or employer)'
          using errcode = '23514';
      end if;
    end loop;
  end if;
  return new;
end;
$$;
revoke all on function private.validate_organization_settings() from public, anon, authenticated, service_role;
