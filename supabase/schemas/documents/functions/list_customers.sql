-- RPC for members: one page of customers by name (search on name, e-mail and phone), each with its
-- invoice count and the open and overdue balances of its issued invoices (private.party_balances).
create or replace function public.list_customers(
  p_organization_id uuid,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns public.customer_page
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
begin
  perform private.require_member(p_organization_id);
  v_today := private.today_for_organization(p_organization_id);
  select count(*) into v_total from public.customers c
  where c.organization_id = p_organization_id
    and (v_pattern is null or c.name ilike v_pattern or c.email ilike v_pattern or c.phone ilike v_pattern);
  return row(
    v_total,
    array(
      with page as (
        select c.* from public.customers c
        where c.organization_id = p_organization_id
          and (v_pattern is null or c.name ilike v_pattern or c.email ilike v_pattern or c.phone ilike v_pattern)
        order by c.name, c.id limit v_limit offset v_offset)
      select row(
        c.id, c.name, c.email, c.phone, c.address, c.notes,
        coalesce(s.documents, 0), coalesce(s.open, 0)::text, coalesce(s.overdue, 0)::text,
        c.updated_at)::public.customer_row
      from page c
      left join private.party_balances('invoice', (select array_agg(x.id) from page x), v_today) s on s.party_id = c.id
      order by c.name, c.id)
  )::public.customer_page;
end;
$$;
revoke all on function public.list_customers(p_organization_id uuid, p_search text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.list_customers(p_organization_id uuid, p_search text, p_limit integer, p_offset integer) to authenticated, service_role;
