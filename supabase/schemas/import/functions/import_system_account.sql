-- The account an import posts its own balancing lines to, found by its system key and added to the
-- chart (carrying the batch) when missing:
--   conversion_clearing, "Conversion Clearing" (an asset, code 1980 or the next free one): the
--     opening entry moves the receivable and payable of the open documents there, and the documents
--     take them back, so it nets to zero in every fund (docs/import.md);
--   interfund, "Interfund Balances" (an asset, 1950 or the next free one): due to and from other
--     funds, the line that makes an entry balance within each fund; it nets to zero over all funds.
create or replace function private.import_system_account(p_org uuid, p_batch uuid, p_key text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_code integer := case p_key when 'conversion_clearing' then 1980 else 1950 end;
begin
  select a.id into v_id from public.accounts a where a.organization_id = p_org and a.system_key = p_key;
  if v_id is not null then
    return v_id;
  end if;
  while exists (select 1 from public.accounts a where a.organization_id = p_org and a.code = v_code::text) loop
    v_code := v_code + 1;
  end loop;
  insert into public.accounts (organization_id, code, name, parent_id, category, account_type_id, system_key, description, normal_balance, import_batch_id)
  values (p_org, v_code::text,
          case p_key when 'conversion_clearing' then 'Conversion Clearing' else 'Interfund Balances' end,
          (select r.id from public.accounts r where r.organization_id = p_org and r.parent_id is null and r.is_placeholder and r.category = 'Assets' order by r.code limit 1),
          'Assets',
          (select t.id from public.account_types t where t.organization_id = p_org and t.name = 'Other Asset'),
          p_key,
          case p_key
            when 'conversion_clearing' then 'Holds the receivables and payables of the trial balance an import brings in as open invoices and bills until the documents take them back; nets to zero.'
            else 'Due to and from other funds: balances an entry within each fund (self-balancing funds); nets to zero over all funds.' end,
          'debit', p_batch)
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function private.import_system_account(p_org uuid, p_batch uuid, p_key text) from public, anon, authenticated, service_role;
