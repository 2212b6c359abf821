-- RPC for members: Donor Analysis for [p_from, p_to] (default: the fiscal year to date),
-- optionally beside a comparison period and of one fund. p_top: how many top donors (default 10,
-- at most 100). The answer is a public.donor_analysis (compare null without a comparison period).
create or replace function public.report_donor_analysis(
  p_organization_id uuid,
  p_from date default null,
  p_to date default null,
  p_compare_from date default null,
  p_compare_to date default null,
  p_fund_id uuid default null,
  p_top integer default 10
)
returns public.donor_analysis
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date;
  v_from date;
  v_has_compare boolean := p_compare_from is not null and p_compare_to is not null;
  v_result public.donor_analysis;
begin
  perform private.require_member(p_organization_id);
  v_to := coalesce(p_to, private.today_for_organization(p_organization_id));
  v_from := coalesce(p_from, private.fiscal_year_start(p_organization_id, v_to));
  perform private.report_check_period(v_from, v_to, p_compare_from, p_compare_to);
  select private.donor_period(p_organization_id, v_from, v_to, p_fund_id, least(greatest(coalesce(p_top, 10), 1), 100)),
         case when v_has_compare then private.donor_period(p_organization_id, p_compare_from, p_compare_to, p_fund_id, least(greatest(coalesce(p_top, 10), 1), 100)) end
    into v_result;
  return v_result;
end;
$$;
revoke all on function public.report_donor_analysis(p_organization_id uuid, p_from date, p_to date, p_compare_from date, p_compare_to date, p_fund_id uuid, p_top integer) from public, anon, authenticated, service_role;
grant execute on function public.report_donor_analysis(p_organization_id uuid, p_from date, p_to date, p_compare_from date, p_compare_to date, p_fund_id uuid, p_top integer) to authenticated, service_role;
