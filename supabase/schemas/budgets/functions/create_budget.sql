-- RPC: a new empty draft for a fiscal year and scope, dated by the organization's fiscal year.
-- Owners, admins and members.
create or replace function public.create_budget(
  p_organization_id uuid,
  p_name text,
  p_fiscal_year integer,
  p_fund_id uuid default null,
  p_project_id uuid default null,
  p_notes text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_start date;
  v_id uuid;
  v_name text;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], 'Viewers cannot change budgets');
  v_name := private.check_budget_name(p_name);
  if p_fiscal_year is null or p_fiscal_year not between 1900 and 2200 then
    raise exception 'Choose the fiscal year of the budget' using errcode = '22023';
  end if;
  if p_fund_id is not null and not exists (select 1 from public.funds f where f.id = p_fund_id and f.organization_id = p_organization_id) then
    raise exception 'Fund not found' using errcode = 'PT404';
  end if;
  if p_project_id is not null and not exists (select 1 from public.projects p where p.id = p_project_id and p.organization_id = p_organization_id) then
    raise exception 'Project not found' using errcode = 'PT404';
  end if;
  if exists (select 1 from public.budgets b where b.organization_id = p_organization_id and b.name = v_name) then
    raise exception 'Another budget is already named "%"', v_name using errcode = '23505', constraint = 'budgets_organization_id_name_key';
  end if;
  v_start := private.fiscal_year_start(p_organization_id, p_fiscal_year);
  insert into public.budgets (organization_id, name, fiscal_year, start_date, end_date, status, fund_id, project_id, notes)
  values (p_organization_id, v_name, p_fiscal_year, v_start, (v_start + interval '1 year' - interval '1 day')::date,
          'draft', p_fund_id, p_project_id, nullif(btrim(coalesce(p_notes, '')), ''))
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function public.create_budget(p_organization_id uuid, p_name text, p_fiscal_year integer, p_fund_id uuid, p_project_id uuid, p_notes text) from public, anon, authenticated, service_role;
grant execute on function public.create_budget(p_organization_id uuid, p_name text, p_fiscal_year integer, p_fund_id uuid, p_project_id uuid, p_notes text) to authenticated, service_role;
