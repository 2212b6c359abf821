-- Task comments: members of the organization read; owners, admins and members comment as
-- themselves and edit their own comments; authors who are members delete their own, owners and
-- admins any.
alter table public.task_comments enable row level security;

drop policy if exists authors_or_admins_delete on public.task_comments;
create policy authors_or_admins_delete on public.task_comments
  for delete
  to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.has_org_role(organization_id, array['member'])));

drop policy if exists authors_update on public.task_comments;
create policy authors_update on public.task_comments
  for update
  to authenticated
  using (author_id = (select auth.uid()) and public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (author_id = (select auth.uid()));

drop policy if exists editors_insert on public.task_comments;
create policy editors_insert on public.task_comments
  for insert
  to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']) and author_id = (select auth.uid()));

drop policy if exists members_read on public.task_comments;
create policy members_read on public.task_comments
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
