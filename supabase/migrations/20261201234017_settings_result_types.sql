-- The declared shapes of the settings screens' RPC answers (docs/rpc.md, "Typed results"): the
-- audit log and the invitations. A composite type answers as a JSON object whose keys are its
-- attributes in this order, the order the screens have always received them.

-- A change in the audit log with its author's name and e-mail. old_data and new_data are the row
-- before and after, keyed by its columns (json whose keys are data).
create type public.audit_log_entry as (
  id bigint,
  table_name text,
  row_id text,
  action text,
  actor_id uuid,
  actor_role text,
  changed_at timestamptz,
  old_data jsonb,
  new_data jsonb,
  actor_name text,
  actor_email text
);

-- search_audit_log: one page of changes (rows first, as it always answered) and the matching count.
create type public.audit_log_page as (
  rows public.audit_log_entry[],
  total bigint
);

-- get_invitation: what an invitation link offers, shown to the person it was sent to.
create type public.invitation_preview as (
  organization_name text,
  role text,
  email text,
  expires_at timestamptz
);

-- send_invitation: the invitation made (or sent again) with the link it mails.
create type public.sent_invitation as (
  id uuid,
  email text,
  role text,
  expires_at timestamptz,
  link text
);
