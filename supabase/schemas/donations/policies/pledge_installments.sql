-- Pledge instalments: members of the organization read; owners, admins and members write.
alter table public.pledge_installments enable row level security;

drop policy if exists editors_delete on public.pledge_installments;
create policy editors_delete on public.pledge_installments
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_insert on public.pledge_installments;
create policy editors_insert on public.pledge_installments
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists editors_update on public.pledge_installments;
create policy editors_update on public.pledge_installments
  for update
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

drop policy if exists members_read on public.pledge_installments;
create policy members_read on public.pledge_installments
  for select
  to authenticated
  using (public.is_org_member(organization_id));
