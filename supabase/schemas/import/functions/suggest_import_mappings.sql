-- RPC (owners and admins): proposes where every staged source account, dimension and contact goes,
-- in SQL over the whole batch at once, keeps the person's saved choices (chosen) as they are, and
-- answers the batch's mappings (as list_import_mappings does). Suggestions are stored, so the
-- preview and the commit read them; running it again after more rows are staged proposes for the
-- new ones and refreshes the others.
--   accounts: an account of the chart with the same number (code) in the same category, unless its
--     role or type says it is another kind of account (the chart's 1200 is Pledges Receivable, a
--     QuickBooks 1200 is often Accounts Receivable); else with
--     the same name (ignoring case, punctuation and "&"); else the chart's account of the role the
--     source account plays (receivables, payables, payroll withholdings, deferred revenue, a net
--     asset class: private.import_account_role, the chart being the default chart's UCOA roles);
--     else create it: the source number as its code when the chart has it free, else the next free
--     code of its category's range (Assets 1000-1999 ... Expenses 5000-9999, round tens first), the
--     account type the source type and name read as (private.import_account_type).
--   dimensions: a fund of the same name; else a project of that name or code (not for a source fund);
--     else the general fund for one that reads as it ("Unrestricted", "General", "Operating"); else
--     create a fund when it reads as one (private.import_fund_restriction gives its net asset
--     class), else a project.
--   contacts: a donor, customer or vendor by kind (a contact of no kind: a customer when an open
--     invoice names it, a vendor when an open bill does, else a donor) with the same e-mail, else
--     the same name; else create one.
create or replace function public.suggest_import_mappings(p_batch_id uuid)
returns setof public.import_mapping_row
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_batch public.import_batches := private.import_staging_batch(p_batch_id);
  v_org uuid := v_batch.organization_id;
begin
  -- Suggestions for keys no longer staged go; chosen mappings stay (their rows may come back).
  delete from public.import_mappings m
  where m.batch_id = v_batch.id and not m.chosen
    and not exists (
      select 1 from public.import_rows r
      where r.batch_id = v_batch.id
        and r.kind = case m.kind when 'account' then 'accounts' when 'dimension' then 'dimensions' else 'contacts' end
        and btrim(r.data ->> 'source_key') = m.source_key);

  -- Accounts.
  with src as (
    select s.* from private.import_source_accounts(v_batch.id) s
    where s.source_key is not null and length(s.source_key) <= 200
      and s.category in ('Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses')
      and not exists (select 1 from public.import_mappings m where m.batch_id = v_batch.id and m.kind = 'account' and m.source_key = s.source_key and m.chosen)
  ),
  chart as (
    select a.id, a.code, a.category, a.system_key, a.is_active, private.import_normal_name(a.name) as normal_name, t.name as type_name
    from public.accounts a left join public.account_types t on t.id = a.account_type_id
    where a.organization_id = v_org and not a.is_placeholder
  ),
  reading as (
    select s.*, private.import_account_role(s.category, s.source_type, s.name) as role,
           private.import_account_type(s.category, s.source_type, s.name) as type_name
    from src s
  ),
  matched as (
    select s.*,
      -- Not a number the chart gives an account of another role or type: QuickBooks' 1200 Accounts
      -- Receivable is not the chart's 1200 Pledges Receivable.
      (select c.id from chart c
       where c.code = s.number and c.category = s.category
         and (s.role is null or c.system_key is not distinct from s.role)
         and (s.type_name like 'Other %' or c.type_name is null or c.type_name like 'Other %' or c.type_name = s.type_name)) as by_number,
      (select c.id from chart c where c.normal_name = private.import_normal_name(s.name) and c.category = s.category
       order by c.is_active desc, c.code limit 1) as by_name,
      (select c.id from chart c where c.system_key = s.role and c.category = s.category) as by_role
    from reading s
  ),
  creates as (
    select m.*, pg_catalog.row_number() over (partition by m.number order by m.row_number) as number_rank
    from matched m where coalesce(m.by_number, m.by_name, m.by_role) is null
  ),
  taken as (
    select a.code from public.accounts a where a.organization_id = v_org
    union
    select m.code from public.import_mappings m
    where m.batch_id = v_batch.id and m.kind = 'account' and m.chosen and m.action = 'create' and m.code is not null
  ),
  own_code as (
    select c.source_key, c.number as code from creates c
    where c.number ~ '^[0-9A-Za-z.-]{1,20}$' and c.number_rank = 1 and not exists (select 1 from taken t where t.code = c.number)
  ),
  need as (
    select c.source_key, c.category,
           pg_catalog.row_number() over (partition by c.category order by c.number nulls last, c.name, c.source_key) as k
    from creates c where not exists (select 1 from own_code o where o.source_key = c.source_key)
  ),
  free as (
    select r.category, g::text as code,
           pg_catalog.row_number() over (partition by r.category order by (g % 10 <> 0), g) as k
    from (values ('Assets', 1000, 1999), ('Liabilities', 2000, 2999), ('Net Assets', 3000, 3999), ('Revenue', 4000, 4999), ('Expenses', 5000, 9999))
      as r (category, lo, hi)
    cross join lateral generate_series(r.lo, r.hi) as g
    where not exists (select 1 from taken t where t.code = g::text) and not exists (select 1 from own_code o where o.code = g::text)
  ),
  proposed as (
    select n.source_key, f.code from need n join free f on f.category = n.category and f.k = n.k
  )
  insert into public.import_mappings as im (organization_id, batch_id, kind, source_key, action, target_id, code, name, category, account_type, reason)
  select v_org, v_batch.id, 'account', m.source_key,
         case when coalesce(m.by_number, m.by_name, m.by_role) is null then 'create' else 'existing' end,
         coalesce(m.by_number, m.by_name, m.by_role),
         case when coalesce(m.by_number, m.by_name, m.by_role) is null then coalesce(o.code, p.code) end,
         case when coalesce(m.by_number, m.by_name, m.by_role) is null then left(coalesce(m.name, m.source_key), 200) end,
         case when coalesce(m.by_number, m.by_name, m.by_role) is null then m.category end,
         case when coalesce(m.by_number, m.by_name, m.by_role) is null then m.type_name end,
         case when m.by_number is not null then 'Same number in the chart'
              when m.by_name is not null then 'Same name in the chart'
              when m.by_role is not null then 'Same kind of account in the chart'
              else 'Not in the chart: a new account' end
  from matched m
  left join own_code o on o.source_key = m.source_key
  left join proposed p on p.source_key = m.source_key
  on conflict (batch_id, kind, source_key) do update set
    action = excluded.action, target_type = null, target_id = excluded.target_id, code = excluded.code, name = excluded.name,
    category = excluded.category, account_type = excluded.account_type, restriction = null, reason = excluded.reason
  where not im.chosen;

  -- Dimensions.
  with src as (
    select s.* from private.import_source_dimensions(v_batch.id) s
    where s.source_key is not null and length(s.source_key) <= 200 and s.name is not null
      and not exists (select 1 from public.import_mappings m where m.batch_id = v_batch.id and m.kind = 'dimension' and m.source_key = s.source_key and m.chosen)
  ),
  matched as (
    select s.*,
      (select f.id from public.funds f where f.organization_id = v_org and lower(btrim(f.name)) = lower(s.name) limit 1) as fund_id,
      (select p.id from public.projects p where p.organization_id = v_org and s.kind is distinct from 'fund'
         and (lower(btrim(p.name)) = lower(s.name) or lower(btrim(p.code)) = lower(s.name))
       order by (lower(btrim(p.name)) = lower(s.name)) desc, p.archived, p.created_at limit 1) as project_id,
      -- "Unrestricted", "General Fund", "Operating": the organization's general fund.
      case when ' ' || coalesce(private.import_normal_name(s.name), '') || ' ' ~ ' (unrestricted|without donor|general|operating) '
           then (select st.default_fund_id from public.organization_settings st where st.organization_id = v_org) end as general_fund_id,
      private.import_fund_restriction(s.kind, s.name) as restriction
    from src s
  )
  insert into public.import_mappings as im (organization_id, batch_id, kind, source_key, action, target_type, target_id, name, restriction, reason)
  select v_org, v_batch.id, 'dimension', m.source_key,
         case when coalesce(m.fund_id, m.project_id, m.general_fund_id) is null then 'create' else 'existing' end,
         case when coalesce(m.fund_id, m.general_fund_id) is not null then 'fund' when m.project_id is not null then 'project'
              when m.restriction is not null then 'fund' else 'project' end,
         coalesce(m.fund_id, m.project_id, m.general_fund_id),
         case when coalesce(m.fund_id, m.project_id, m.general_fund_id) is null then left(m.name, 200) end,
         case when coalesce(m.fund_id, m.project_id, m.general_fund_id) is null and m.restriction is not null then m.restriction end,
         case when m.fund_id is not null then 'Same name as a fund'
              when m.project_id is not null then 'Same name as a project'
              when m.general_fund_id is not null then 'Reads as the general fund'
              when m.restriction = 'with_donor_restrictions' then 'Reads as a fund with donor restrictions: a new fund'
              when m.restriction is not null then 'Reads as a fund: a new fund without donor restrictions'
              else 'Reads as a program or site: a new project' end
  from matched m
  on conflict (batch_id, kind, source_key) do update set
    action = excluded.action, target_type = excluded.target_type, target_id = excluded.target_id, code = null, name = excluded.name,
    category = null, account_type = null, restriction = excluded.restriction, reason = excluded.reason
  where not im.chosen;

  -- Contacts.
  with src as (
    select s.* from private.import_source_contacts(v_batch.id) s
    where s.source_key is not null and length(s.source_key) <= 200 and s.name is not null
      and not exists (select 1 from public.import_mappings m where m.batch_id = v_batch.id and m.kind = 'contact' and m.source_key = s.source_key and m.chosen)
  ),
  usage as (
    select btrim(r.data ->> 'contact_key') as contact_key,
           bool_or(lower(btrim(r.data ->> 'kind')) = 'invoice') as on_invoice,
           bool_or(lower(btrim(r.data ->> 'kind')) = 'bill') as on_bill
    from public.import_rows r where r.batch_id = v_batch.id and r.kind = 'open_documents'
    group by 1
  ),
  typed as (
    select s.*,
           case when s.kind in ('donor', 'customer', 'vendor') then s.kind
                when u.on_invoice then 'customer' when u.on_bill then 'vendor' else 'donor' end as target_type
    from src s left join usage u on u.contact_key = s.source_key
  ),
  parties as (
    select 'donor' as target_type, d.id, lower(btrim(d.email)) as email, lower(btrim(d.name)) as name, d.created_at from public.donors d where d.organization_id = v_org
    union all
    select 'customer', c.id, lower(btrim(c.email)), lower(btrim(c.name)), c.created_at from public.customers c where c.organization_id = v_org
    union all
    select 'vendor', v.id, lower(btrim(v.email)), lower(btrim(v.name)), v.created_at from public.vendors v where v.organization_id = v_org
  ),
  by_email as (
    select distinct on (t.source_key) t.source_key, p.id
    from typed t join parties p on p.target_type = t.target_type and p.email = t.email
    order by t.source_key, p.created_at, p.id
  ),
  by_name as (
    select distinct on (t.source_key) t.source_key, p.id
    from typed t join parties p on p.target_type = t.target_type and p.name = lower(t.name)
    order by t.source_key, p.created_at, p.id
  )
  insert into public.import_mappings as im (organization_id, batch_id, kind, source_key, action, target_type, target_id, name, reason)
  select v_org, v_batch.id, 'contact', t.source_key,
         case when coalesce(e.id, n.id) is null then 'create' else 'existing' end,
         t.target_type,
         coalesce(e.id, n.id),
         case when coalesce(e.id, n.id) is null then left(t.name, 200) end,
         case when e.id is not null then format('Same e-mail as a %s', t.target_type)
              when n.id is not null then format('Same name as a %s', t.target_type)
              else format('Not found: a new %s', t.target_type) end
  from typed t
  left join by_email e on e.source_key = t.source_key
  left join by_name n on n.source_key = t.source_key
  on conflict (batch_id, kind, source_key) do update set
    action = excluded.action, target_type = excluded.target_type, target_id = excluded.target_id, code = null, name = excluded.name,
    category = null, account_type = null, restriction = null, reason = excluded.reason
  where not im.chosen;

  return query select * from private.import_mapping_list(v_batch.id, null);
end;
$$;
revoke all on function public.suggest_import_mappings(p_batch_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.suggest_import_mappings(p_batch_id uuid) to authenticated, service_role;
