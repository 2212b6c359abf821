-- Members join an organization only by accepting an invitation (accept_invitation) or by creating
-- the organization (sign-up provisioning, create_organization), all SECURITY DEFINER functions that
-- run with the table owner's rights. A direct insert by an owner or admin could add any user id,
-- then read that user's e-mail (profiles are visible to co-members) and push notifications into
-- their inbox (issue 20 item 10). The service role (seeds, support tooling) keeps its rights.
drop policy if exists admins_insert on public.organization_members;
revoke insert on public.organization_members from anon, authenticated;

-- An update may change the role only: rewriting user_id (or organization_id) of an existing row
-- would be the same insertion in disguise.
revoke update on public.organization_members from anon, authenticated;
grant update (role) on public.organization_members to authenticated;
