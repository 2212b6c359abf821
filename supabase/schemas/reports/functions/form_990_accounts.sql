-- Each revenue and expense account's 990 part and line (placeholders left out): the
-- organization's mapping, else the default (private.default_990_line).
create or replace function private.form_990_accounts(p_org uuid)
returns table (account_id uuid, code text, name text, category text, part text, line text, is_default boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.code, a.name, a.category, case a.category when 'Revenue' then 'VIII' else 'IX' end,
         case when m.account_id is not null then m.line else private.default_990_line(a.category, a.system_key, a.name) end,
         m.account_id is null
  from public.accounts a
  left join private.form_990_mappings m on m.organization_id = a.organization_id and m.account_id = a.id
  where a.organization_id = p_org and a.category in ('Revenue', 'Expenses') and not a.is_placeholder
$$;
revoke all on function private.form_990_accounts(p_org uuid) from public, anon, authenticated, service_role;
