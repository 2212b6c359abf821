-- The default function of an expense account from its system key (the default chart) or, for
-- accounts a user added, from words in its name.
create or replace function private.suggested_expense_function(p_system_key text, p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_system_key in ('professional_fees', 'insurance', 'uncategorized_expense') then 'management_general'
    when p_system_key is not null and p_system_key in ('salaries', 'payroll_taxes', 'benefits', 'rent', 'utilities', 'supplies',
                                                      'food_purchases', 'travel', 'depreciation') then 'program'
    when coalesce(p_name, '') ~* '(fund ?rais|special event|gala|solicit|donor (cultivation|relations|acquisition)|direct mail|appeal|campaign)' then 'fundraising'
    when coalesce(p_name, '') ~* '(professional|audit|accounting|legal|bookkeep|office|admin|bank (fee|charge)|board|insurance|licen[cs]e|dues|uncategori[sz]ed|management|general)' then 'management_general'
    else 'program'
  end
$$;
revoke all on function private.suggested_expense_function(p_system_key text, p_name text) from public, anon, authenticated, service_role;
