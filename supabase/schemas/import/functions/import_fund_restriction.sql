-- Whether a source class, location or tracking category reads as a fund, and of which net asset
-- class (ASU 2016-14): "Restricted - Youth", "Endowment", "Smith Scholarship Fund" are funds with
-- donor restrictions; "Unrestricted", "General Fund", "Operating" funds without; anything else
-- (a program, a site, a department) is null: it reads as a project. A source dimension of kind
-- 'fund' is a fund whatever its name (without restrictions unless the name says otherwise).
create or replace function private.import_fund_restriction(p_kind text, p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  with t as (select ' ' || coalesce(private.import_normal_name(p_name), '') || ' ' as w)
  select case
    when w ~ ' (unrestricted|without donor|without restrictions?|general|operating) ' then 'without_donor_restrictions'
    when w ~ ' (restricted|restriction|with donor|temporarily|permanently|endowment|endowed|scholarship|capital campaign|grants?) ' then 'with_donor_restrictions'
    when w ~ ' funds? ' or p_kind = 'fund' then 'without_donor_restrictions'
  end
  from t
$$;
revoke all on function private.import_fund_restriction(p_kind text, p_name text) from public, anon, authenticated, service_role;
