-- What each of the given customers ('invoice') or vendors ('bill') is owed or owes, on p_today: how
-- many documents it has, and the open and overdue balances of those issued or approved (not draft,
-- not void); a party without documents has no row. For public.list_customers and
-- public.list_vendors, which check membership.
create or replace function private.party_balances(p_kind text, p_party_ids uuid[], p_today date)
returns table (party_id uuid, documents bigint, open numeric, overdue numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  k record;
begin
  select * into k from private.document_kind(p_kind);
  return query execute format($q$
    select d.%2$I, count(*),
           sum(d.total - d.amount_paid) filter (where d.status not in ('draft', 'void')),
           sum(d.total - d.amount_paid) filter (where d.status not in ('draft', 'void') and d.due_date < $2)
    from public.%1$I d where d.%2$I = any ($1)
    group by d.%2$I$q$, k.documents, k.party_id)
    using p_party_ids, p_today;
end;
$$;
revoke all on function private.party_balances(p_kind text, p_party_ids uuid[], p_today date) from public, anon, authenticated, service_role;
