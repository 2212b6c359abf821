-- RPC (any member): one page of an organization's transactions, newest first, with the total count,
-- for API callers (a public.transaction_list_page, the table's rows as they are); the Transactions
-- screen reads search_transactions.
create or replace function public.list_transactions(p_organization_id uuid, p_limit integer default 50, p_offset integer default 0)
returns public.transaction_list_page
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_organization_id is null or not public.is_org_member(p_organization_id) then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  return row(
    (select count(*) from public.transactions x where x.organization_id = p_organization_id),
    least(greatest(coalesce(p_limit, 50), 1), 1000),
    greatest(coalesce(p_offset, 0), 0),
    array(
      select x from public.transactions x where x.organization_id = p_organization_id
      order by x.date desc, x.created_at desc, x.id
      limit least(greatest(coalesce(p_limit, 50), 1), 1000) offset greatest(coalesce(p_offset, 0), 0))
  )::public.transaction_list_page;
end;
$$;
revoke all on function public.list_transactions(p_organization_id uuid, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.list_transactions(p_organization_id uuid, p_limit integer, p_offset integer) to authenticated, service_role;
