-- RPC for members: one page of vendors by name (search on name, e-mail, phone and tax id), each
-- with its default expense account, bill count and the open and overdue balances of its approved
-- bills (private.party_balances). The tax id is in full for those public.can_read_tax_ids allows
-- (and only they find a vendor by more than its last four digits), masked for the others.
create or replace function public.list_vendors(
  p_organization_id uuid,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.vendor_page
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_today date;
  v_total bigint;
  v_full boolean;
begin
  perform private.require_member(p_organization_id);
  v_full := public.can_read_tax_ids(p_organization_id);
  v_today := private.today_for_organization(p_organization_id);
  select count(*) into v_total from public.vendors v
  where v.organization_id = p_organization_id
    and (v_pattern is null or v.name ilike v_pattern or v.email ilike v_pattern or v.phone ilike v_pattern or v.tax_id ilike v_pattern
         or (v_full and exists (select 1 from public.vendor_tax_ids t where t.vendor_id = v.id and t.tax_id ilike v_pattern)));
  return row(
    v_total,
    array(
      with page as (
        select v.* from public.vendors v
        where v.organization_id = p_organization_id
          and (v_pattern is null or v.name ilike v_pattern or v.email ilike v_pattern or v.phone ilike v_pattern or v.tax_id ilike v_pattern
               or (v_full and exists (select 1 from public.vendor_tax_ids t where t.vendor_id = v.id and t.tax_id ilike v_pattern)))
        order by v.name, v.id limit v_limit offset v_offset)
      select row(
        v.id, v.name, v.email, v.phone, v.address, case when v_full then coalesce(t.tax_id, v.tax_id) else v.tax_id end,
        v.notes, v.is_1099, v.default_expense_account_id,
        a.code || ' ' || a.name,
        coalesce(s.documents, 0), coalesce(s.open, 0)::text, coalesce(s.overdue, 0)::text,
        v.updated_at)::public.vendor_row
      from page v
      left join public.accounts a on a.id = v.default_expense_account_id
      left join public.vendor_tax_ids t on v_full and t.vendor_id = v.id
      left join private.party_balances('bill', (select array_agg(x.id) from page x), v_today) s on s.party_id = v.id
      order by v.name, v.id)
  )::public.vendor_page;
end;
$$;
revoke all on function public.list_vendors(p_organization_id uuid, p_search text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.list_vendors(p_organization_id uuid, p_search text, p_limit integer, p_offset integer) to authenticated, service_role;
