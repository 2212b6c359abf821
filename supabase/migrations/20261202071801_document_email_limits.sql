-- Document e-mail is not a relay (docs/email.md, docs/security.md): how many mails one person and
-- one organization may queue per hour, counted from public.document_emails itself, so every backend
-- instance sees the same count. One row; the product worker writes it from
-- MB_DOCUMENT_EMAIL_PER_USER_PER_HOUR and MB_DOCUMENT_EMAIL_PER_ORGANIZATION_PER_HOUR when set, and on
-- hosted Supabase an owner updates it with SQL.
create table private.document_email_limits (
  id boolean primary key default true check (id),
  per_user_per_hour integer not null default 50 check (per_user_per_hour > 0),
  per_organization_per_hour integer not null default 200 check (per_organization_per_hour > 0),
  updated_at timestamptz not null default now()
);
insert into private.document_email_limits default values;
revoke all on table private.document_email_limits from public, anon, authenticated;

-- The hour's count per sender (across their organizations) and per organization.
create index document_emails_sender_recent_idx on public.document_emails (created_by, created_at desc);
create index document_emails_organization_recent_idx on public.document_emails (organization_id, created_at desc);

-- Header-bound fields hold no line break or other control character (header injection); older rows
-- are not rechecked (the mailer refuses to send such a row).
alter table public.document_emails add constraint document_emails_subject_single_line check (subject !~ '[[:cntrl:]]') not valid;
alter table public.document_emails add constraint document_emails_recipient_single_line check (recipient !~ '[[:cntrl:]]') not valid;
