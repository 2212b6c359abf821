-- Year-end closes: members of the organization read; nobody writes through the API
-- (close_fiscal_year and reopen_fiscal_year, owners only, write them as the definer).
alter table public.fiscal_year_closes enable row level security;

drop policy if exists "members read their organization's year-end closes" on public.fiscal_year_closes;
create policy "members read their organization's year-end closes" on public.fiscal_year_closes
  for select
  to authenticated
  using (public.is_org_member(organization_id));
