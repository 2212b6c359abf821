-- The default 990 line of an account: by system key for the default chart, else by name within
-- its category; null for the release account and for accounts that are not revenue or expenses.
create or replace function private.default_990_line(p_category text, p_system_key text, p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_category not in ('Revenue', 'Expenses') or p_system_key = 'released_from_restriction' then null
    when p_category = 'Revenue' then case
      when p_system_key in ('contributions', 'in_kind_contributions') then '1f'
      when p_system_key = 'grants' then '1e'
      when p_system_key = 'program_fees' then '2'
      when p_system_key = 'special_events' then '1c'
      when p_system_key = 'investment_income' then '3'
      when coalesce(p_name, '') ~* '(government|federal|state|county|city).*grant' then '1e'
      when coalesce(p_name, '') ~* '(contribut|donat|gift|grant|in.?kind|bequest)' then '1f'
      when coalesce(p_name, '') ~* '(dues|membership)' then '1b'
      when coalesce(p_name, '') ~* '(event|gala)' then '1c'
      when coalesce(p_name, '') ~* '(program|service|fee|tuition)' then '2'
      when coalesce(p_name, '') ~* '(interest|dividend|investment)' then '3'
      when coalesce(p_name, '') ~* '(rent|rental)' then '6'
      when coalesce(p_name, '') ~* '(sale|inventory)' then '10'
      else '11' end
    else case
      when p_system_key = 'salaries' then '7'
      when p_system_key = 'payroll_taxes' then '10'
      when p_system_key = 'benefits' then '9'
      when p_system_key in ('rent', 'utilities') then '16'
      when p_system_key = 'supplies' then '13'
      when p_system_key = 'food_purchases' then '24a'
      when p_system_key = 'travel' then '17'
      when p_system_key = 'professional_fees' then '11g'
      when p_system_key = 'insurance' then '23'
      when p_system_key = 'depreciation' then '22'
      when coalesce(p_name, '') ~* '(officer|director|executive) (salar|comp)' then '5'
      when coalesce(p_name, '') ~* '(salar|wage)' then '7'
      when coalesce(p_name, '') ~* '(pension|retirement|401)' then '8'
      when coalesce(p_name, '') ~* 'benefit' then '9'
      when coalesce(p_name, '') ~* 'payroll tax' then '10'
      when coalesce(p_name, '') ~* 'legal' then '11b'
      when coalesce(p_name, '') ~* '(accounting|audit)' then '11c'
      when coalesce(p_name, '') ~* '(professional|consult|contract)' then '11g'
      when coalesce(p_name, '') ~* '(advertis|marketing|promotion)' then '12'
      when coalesce(p_name, '') ~* '(office|postage|printing|supplies)' then '13'
      when coalesce(p_name, '') ~* '(software|computer|technology|internet)' then '14'
      when coalesce(p_name, '') ~* '(rent|utilit|occupancy|repair|maintenance)' then '16'
      when coalesce(p_name, '') ~* '(travel|mileage)' then '17'
      when coalesce(p_name, '') ~* '(conference|meeting|training)' then '19'
      when coalesce(p_name, '') ~* 'interest' then '20'
      when coalesce(p_name, '') ~* 'depreciation' then '22'
      when coalesce(p_name, '') ~* 'insurance' then '23'
      when coalesce(p_name, '') ~* '(grant|assistance|scholarship)' then '2'
      when coalesce(p_name, '') ~* '(food|program)' then '24a'
      else '24e' end
  end
$$;
revoke all on function private.default_990_line(p_category text, p_system_key text, p_name text) from public, anon, authenticated, service_role;
