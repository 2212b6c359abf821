-- Whether the person who asked for a purchase may also approve it (decide_purchase_request): off
-- unless an owner or admin turns it on in Settings > Expenses.
alter table public.organization_settings
  add column purchase_request_self_approval boolean not null default false;
