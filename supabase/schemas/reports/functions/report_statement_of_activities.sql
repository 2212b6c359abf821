-- RPC for members: Statement of Activities for [p_from, p_to] (default: the fiscal year to date),
-- optionally of one fund or project, beside [p_compare_from, p_compare_to] (its Total column only,
-- as statements usually compare). The answer is a public.activities_statement.
create or replace function public.report_statement_of_activities(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_compare_from date default null,
  p_compare_to date default null,
  p_fund_id uuid default null,
  p_project_id uuid default null
)
returns public.activities_statement
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date;
  v_from date;
  v_has_compare boolean;
  v_cur json;
  v_cmp json;
  v_result public.activities_statement;
begin
  perform private.require_member(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  v_from := coalesce(p_from, private.fiscal_year_start(p_organization_id, v_to));
  if v_from > v_to then
    raise exception 'The period starts after it ends.' using errcode = 'P0001';
  end if;
  v_has_compare := p_compare_from is not null and p_compare_to is not null;
  if v_has_compare and p_compare_from > p_compare_to then
    raise exception 'The comparison period starts after it ends.' using errcode = 'P0001';
  end if;
  v_cur := private.report_activities_period_scoped(p_organization_id, v_from, v_to, p_fund_id, p_project_id);
  if v_has_compare then
    v_cmp := private.report_activities_period_scoped(p_organization_id, p_compare_from, p_compare_to, p_fund_id, p_project_id);
  end if;

  with cur_lines as (
    select x->>'section' as section, (x->>'account_id')::uuid as account_id, x->>'code' as code, x->>'name' as name,
           (x->>'without')::numeric as w, (x->>'with')::numeric as r, (x->>'total')::numeric as t
    from json_array_elements(v_cur->'lines') x
  ), cmp_lines as (
    select x->>'section' as section, (x->>'account_id')::uuid as account_id, x->>'code' as code, x->>'name' as name,
           (x->>'total')::numeric as t
    from json_array_elements(case when v_has_compare then v_cmp->'lines' else '[]'::json end) x
  ), merged as (
    select coalesce(c.section, p.section) as section, coalesce(c.account_id, p.account_id) as account_id,
           coalesce(c.code, p.code) as code, coalesce(c.name, p.name) as name,
           coalesce(c.w, 0) as w, coalesce(c.r, 0) as r, coalesce(c.t, 0) as t,
           case when v_has_compare then coalesce(p.t, 0) end as compare_t
    from cur_lines c full join cmp_lines p on p.account_id = c.account_id
  ), sections as (
    select s.ord, s.key, s.title,
           array(select row(m.account_id, m.code, m.name, m.w, m.r, m.t, m.compare_t)::public.activities_line
                 from merged m where m.section = s.key order by m.code) as lines,
           row((v_cur->'totals'->s.key->>'without')::numeric,
               (v_cur->'totals'->s.key->>'with')::numeric,
               (v_cur->'totals'->s.key->>'total')::numeric,
               case when v_has_compare then (v_cmp->'totals'->s.key->>'total')::numeric end)::public.activities_amounts as total
    from (values (1, 'revenue', 'Revenue and support'),
                 (2, 'releases', 'Net assets released from restrictions'),
                 (3, 'expenses', 'Expenses'),
                 (4, 'other', 'Other changes in net assets')) s(ord, key, title)
    -- Other changes appear only when something was posted straight to net assets.
    where s.key <> 'other' or exists (select 1 from merged m where m.section = 'other')
  )
  select v_from, v_to,
         case when v_has_compare then p_compare_from end,
         case when v_has_compare then p_compare_to end,
         array(select row(s.key, s.title, s.lines, s.total)::public.activities_section from sections s order by s.ord),
         private.report_with_compare(v_cur->'change', case when v_has_compare then v_cmp->'change' end),
         private.report_with_compare(v_cur->'beginning', case when v_has_compare then v_cmp->'beginning' end),
         private.report_with_compare(v_cur->'end', case when v_has_compare then v_cmp->'end' end)
  into v_result;
  return v_result;
end;
$$;
revoke all on function public.report_statement_of_activities(p_organization_id uuid, p_from date, p_to date, p_compare_from date, p_compare_to date, p_fund_id uuid, p_project_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.report_statement_of_activities(p_organization_id uuid, p_from date, p_to date, p_compare_from date, p_compare_to date, p_fund_id uuid, p_project_id uuid) to authenticated, service_role;
