alter table public.fiscal_year_closes enable row level security;

-- Read by every member; written only by the two functions below.
drop policy if exists "members read their organization's year-end closes" on public.fiscal_year_closes;
create policy "members read their organization's year-end closes" on public.fiscal_year_closes
  for select
  to authenticated
  using (public.is_org_member(organization_id));
