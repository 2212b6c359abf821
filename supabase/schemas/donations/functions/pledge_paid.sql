-- What has been paid on a pledge: the gifts applied to it, whatever their date.
create or replace function private.pledge_paid(p_pledge_id uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(d.amount), 0)::numeric(14, 2) from public.donations d where d.pledge_id = p_pledge_id
$$;
revoke all on function private.pledge_paid(p_pledge_id uuid) from public, anon, authenticated, service_role;
