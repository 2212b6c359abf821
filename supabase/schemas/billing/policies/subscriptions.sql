-- Subscriptions: members read their organization's; only service code writes them (the webhook,
-- provisioning).
alter table public.subscriptions enable row level security;

drop policy if exists members_read on public.subscriptions;
create policy members_read on public.subscriptions
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids()));
