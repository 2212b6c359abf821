-- RPC: invites an e-mail address with a role, or sends an open invitation again (new link, another
-- 14 days, the role given this time): the invitation row and its e-mail in one transaction. Owners
-- and admins only; ownership is never invited, an owner grants it to a member. The e-mail goes into
-- the platform's mail outbox (auth.dev_outbox, where the local platform puts every auth mail);
-- where that table does not exist (hosted Supabase) the invitation is still created and its link
-- returned for the inviter to pass on. p_site_url is the app's origin the link points to (http or
-- https, no path); app.site_url, when the database has it, wins. The answer is a
-- public.sent_invitation.
create or replace function public.send_invitation(p_organization_id uuid, p_email text, p_role text, p_site_url text default null)
returns public.sent_invitation
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_site text := coalesce(nullif(current_setting('app.site_url', true), ''), p_site_url);
  v_org_name text;
  v_inviter text;
  v_invitation public.invitations;
  v_link text;
  v_subject text;
begin
  if not public.has_org_role(p_organization_id, array['owner', 'admin']) then
    raise exception 'Only an owner or admin can invite people to this organization' using errcode = '42501';
  end if;
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  if p_role is null or p_role not in ('admin', 'member', 'viewer') then
    raise exception 'An invitation gives the role admin, member or viewer (ownership is granted to a member afterwards)' using errcode = '22023';
  end if;
  if v_site is null or v_site !~ '^https?://[A-Za-z0-9.-]+(:[0-9]+)?$' then
    raise exception 'The invitation link needs the address of the app (http or https, no path)' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.organization_members m join auth.users u on u.id = m.user_id
    where m.organization_id = p_organization_id and lower(u.email) = v_email
  ) then
    raise exception '% is already a member of this organization', v_email using errcode = '23505';
  end if;

  insert into public.invitations as i (organization_id, email, role, invited_by)
  values (p_organization_id, v_email, p_role, auth.uid())
  on conflict (organization_id, email) where accepted_at is null do update set
    role = excluded.role,
    invited_by = excluded.invited_by,
    token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
    expires_at = now() + interval '14 days',
    created_at = now()
  returning * into v_invitation;

  select o.name into v_org_name from public.organizations o where o.id = p_organization_id;
  select coalesce(p.full_name, p.email) into v_inviter from public.profiles p where p.id = auth.uid();
  v_link := v_site || '/app/settings/profile?invitation=' || v_invitation.token;
  v_subject := 'You have been invited to ' || v_org_name;

  if to_regclass('auth.dev_outbox') is not null then
    execute 'insert into auth.dev_outbox (recipient, kind, subject, body, token, link) values ($1, $2, $3, $4, $5, $6)'
      using v_email, 'invite', v_subject,
        coalesce(v_inviter, 'Someone') || ' invited you to join ' || v_org_name || ' on Missionbase as ' || p_role || E'.\n\n'
          || 'Sign up or sign in with this e-mail address, then follow this link: ' || v_link || E'\n\n'
          || 'The invitation expires on ' || to_char(v_invitation.expires_at, 'FMMonth FMDD, YYYY') || E'.\n',
        v_invitation.token, v_link;
  end if;

  return row(v_invitation.id, v_invitation.email, v_invitation.role, v_invitation.expires_at, v_link)::public.sent_invitation;
end;
$$;
revoke all on function public.send_invitation(p_organization_id uuid, p_email text, p_role text, p_site_url text) from public, anon, authenticated, service_role;
grant execute on function public.send_invitation(p_organization_id uuid, p_email text, p_role text, p_site_url text) to authenticated, service_role;
