-- Audit log: owners and admins read their organization's log; only the audit triggers write it (the
-- API roles hold no write privilege).
alter table public.audit_log enable row level security;

drop policy if exists admins_read on public.audit_log;
create policy admins_read on public.audit_log
  for select
  to authenticated
  using (organization_id in (select public.user_organization_ids(array['owner', 'admin'])));
