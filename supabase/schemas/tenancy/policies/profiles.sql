-- Profiles: people read their own and their co-members' profiles, and write only their own.
alter table public.profiles enable row level security;

drop policy if exists self_insert on public.profiles;
create policy self_insert on public.profiles
  for insert
  to authenticated
  with check (id = (select auth.uid()));

drop policy if exists self_or_colleague_read on public.profiles;
create policy self_or_colleague_read on public.profiles
  for select
  to authenticated
  using (id = (select auth.uid()) or id in (
    select m.user_id from public.organization_members m
    where m.organization_id in (select public.user_organization_ids())));

drop policy if exists self_update on public.profiles;
create policy self_update on public.profiles
  for update
  to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
