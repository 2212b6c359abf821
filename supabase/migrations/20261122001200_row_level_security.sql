-- Row Level Security on every table, the API roles' grants, and the audit triggers.
--   * members (any role) read their organization's rows; nobody reaches another organization;
--   * owners, admins and members write business rows; viewers write nothing (they may only mark
--     notifications read);
--   * only owners and admins manage memberships, settings, funds and invitations;
--   * subscriptions and the audit log are read-only for members (owners/admins for the audit
--     log): only service_role and SECURITY DEFINER code write them;
--   * anon may only insert contact messages.

-- Grants first: RLS then narrows rows. anon gets nothing but the contact form.
revoke all on all tables in schema public from anon, authenticated;
grant select, insert, update, delete on all tables in schema public to authenticated;
grant all on all tables in schema public to service_role;
revoke insert, update, delete on public.subscriptions, public.audit_log from authenticated;
revoke update on public.notifications from authenticated;
grant update (is_read) on public.notifications to authenticated;
revoke select, update, delete on public.contact_messages from authenticated;
grant insert on public.contact_messages to anon, authenticated;
grant usage, select on all sequences in schema public to service_role;

-- Functions: RPCs for signed-in users only; internals for nobody but their owner.
revoke execute on all functions in schema public from public, anon;
grant execute on all functions in schema public to authenticated, service_role;
revoke execute on all functions in schema private from public;

do $$
declare
  t text;
  v_write text := 'public.has_org_role(organization_id, array[''owner'', ''admin'', ''member''])';
  v_admin text := 'public.has_org_role(organization_id, array[''owner'', ''admin''])';
begin
  -- Business tables: members read, non-viewers write.
  foreach t in array array[
    'account_categories', 'account_types', 'account_descriptions', 'accounts', 'projects', 'project_tasks',
    'journal_entries', 'journal_entry_lines', 'transactions', 'customers', 'invoices', 'invoice_lines',
    'vendors', 'bills', 'bill_lines', 'inventory', 'purchase_requests', 'purchase_request_items',
    'purchase_orders', 'purchase_order_items', 'donors', 'donations', 'employees', 'payroll_runs',
    'payroll_run_lines', 'budgets', 'budget_line_items'
  ] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('create policy members_read on public.%I for select to authenticated using (public.is_org_member(organization_id))', t);
    execute format('create policy editors_insert on public.%I for insert to authenticated with check (%s)', t, v_write);
    execute format('create policy editors_update on public.%I for update to authenticated using (%s) with check (%s)', t, v_write, v_write);
    execute format('create policy editors_delete on public.%I for delete to authenticated using (%s)', t, v_write);
  end loop;

  -- Funds: members read, owners and admins manage.
  foreach t in array array['funds'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('create policy members_read on public.%I for select to authenticated using (public.is_org_member(organization_id))', t);
    execute format('create policy admins_insert on public.%I for insert to authenticated with check (%s)', t, v_admin);
    execute format('create policy admins_update on public.%I for update to authenticated using (%s) with check (%s)', t, v_admin, v_admin);
    execute format('create policy admins_delete on public.%I for delete to authenticated using (%s)', t, v_admin);
  end loop;

  -- Audit triggers on every tenant table except the ledger (append-only and immutable, each entry
  -- records who created it, when, and from which document: it is its own audit trail), the
  -- audit log itself and the tenant-less contact form.
  for t in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and c.relname not in ('audit_log', 'journal_entries', 'journal_entry_lines', 'contact_messages')
  loop
    execute format('create trigger audit_insert after insert on public.%I referencing new table as new_rows for each statement execute function private.audit_statement()', t);
    execute format('create trigger audit_update after update on public.%I referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement()', t);
    execute format('create trigger audit_delete after delete on public.%I referencing old table as old_rows for each statement execute function private.audit_statement()', t);
  end loop;
end;
$$;

alter table public.organizations enable row level security;
create policy members_read on public.organizations for select to authenticated
  using (public.is_org_member(id));
create policy admins_update on public.organizations for update to authenticated
  using (public.has_org_role(id, array['owner', 'admin'])) with check (public.has_org_role(id, array['owner', 'admin']));
create policy owners_delete on public.organizations for delete to authenticated
  using (public.has_org_role(id, array['owner']));
-- No insert policy: organizations are created by sign-up provisioning or create_organization().

alter table public.organization_members enable row level security;
create policy members_read on public.organization_members for select to authenticated
  using (public.is_org_member(organization_id));
create policy admins_insert on public.organization_members for insert to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin']));
create policy admins_update on public.organization_members for update to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']))
  with check (public.has_org_role(organization_id, array['owner', 'admin']));
create policy admins_or_self_delete on public.organization_members for delete to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']) or user_id = (select auth.uid()));

alter table public.organization_settings enable row level security;
create policy members_read on public.organization_settings for select to authenticated
  using (public.is_org_member(organization_id));
create policy admins_update on public.organization_settings for update to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']))
  with check (public.has_org_role(organization_id, array['owner', 'admin']));
-- Settings rows are created with the organization and leave with it: no insert/delete policy.

alter table public.invitations enable row level security;
-- Invitations carry their token: only owners and admins see them.
create policy admins_read on public.invitations for select to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']));
create policy admins_insert on public.invitations for insert to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin']));
create policy admins_update on public.invitations for update to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']))
  with check (public.has_org_role(organization_id, array['owner', 'admin']));
create policy admins_delete on public.invitations for delete to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']));

alter table public.profiles enable row level security;
create policy self_or_colleague_read on public.profiles for select to authenticated
  using (id = (select auth.uid()) or exists (
    select 1 from public.organization_members theirs
    where theirs.user_id = profiles.id and public.is_org_member(theirs.organization_id)));
create policy self_insert on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));
create policy self_update on public.profiles for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));

alter table public.subscriptions enable row level security;
create policy members_read on public.subscriptions for select to authenticated
  using (public.is_org_member(organization_id));

alter table public.notifications enable row level security;
create policy members_read on public.notifications for select to authenticated
  using (public.is_org_member(organization_id) and (user_id is null or user_id = (select auth.uid())));
-- Any member may mark what they can see as read (the grant limits updates to is_read).
create policy members_mark_read on public.notifications for update to authenticated
  using (public.is_org_member(organization_id) and (user_id is null or user_id = (select auth.uid())))
  with check (public.is_org_member(organization_id) and (user_id is null or user_id = (select auth.uid())));
create policy editors_insert on public.notifications for insert to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
create policy editors_delete on public.notifications for delete to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']) and (user_id is null or user_id = (select auth.uid())));

alter table public.audit_log enable row level security;
create policy admins_read on public.audit_log for select to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin']));

alter table public.contact_messages enable row level security;
create policy anyone_insert on public.contact_messages for insert to anon, authenticated
  with check (true);
