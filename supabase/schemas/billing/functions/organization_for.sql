-- The organization a provider object belongs to: the one named in its metadata when it exists,
-- else the one whose subscription row carries the provider's subscription id.
create or replace function billing.organization_for(p_organization_id uuid, p_provider_subscription_id text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select o.id from public.organizations o where o.id = p_organization_id),
    (select s.organization_id from public.subscriptions s
      where p_provider_subscription_id is not null and s.provider_subscription_id = p_provider_subscription_id)
  )
$$;
revoke all on function billing.organization_for(p_organization_id uuid, p_provider_subscription_id text) from public, anon, authenticated, service_role;
