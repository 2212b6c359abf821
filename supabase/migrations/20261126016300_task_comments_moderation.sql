-- Moderation of task comments (issue 16 point 2, noticed in session 4): owners and admins may delete
-- anyone's comment in their organization; members only their own; viewers none. Editing stays the
-- author's alone (a moderator removes, never rewords). The audit log records who deleted what.

drop policy authors_delete on public.task_comments;
create policy authors_or_admins_delete on public.task_comments for delete to authenticated
  using (
    public.has_org_role(organization_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.has_org_role(organization_id, array['member']))
  );
