-- RPC: the signed-in person an invitation was sent to accepts it: they join the organization with
-- the invitation's role and the members are told. An invitation that is unknown, expired, accepted
-- or addressed to another e-mail answers 404: SQLSTATE PT404 is PostgREST's code for HTTP 404
-- (plain P0002 would answer 500, on hosted Supabase and the local Data API alike).
create or replace function public.accept_invitation(p_token text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_email text;
  v_invitation public.invitations;
begin
  if v_uid is null then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  select lower(u.email) into v_email from auth.users u where u.id = v_uid;
  select * into v_invitation from public.invitations i
  where i.token = p_token and i.accepted_at is null and i.expires_at > now()
  for update;
  if not found or v_invitation.email <> v_email then
    raise exception 'Invitation not found or expired' using errcode = 'PT404';
  end if;
  insert into public.organization_members (organization_id, user_id, role)
  values (v_invitation.organization_id, v_uid, v_invitation.role)
  on conflict (organization_id, user_id) do nothing;
  update public.invitations i set accepted_at = now(), accepted_by = v_uid where i.id = v_invitation.id;
  insert into public.profiles (id, email) values (v_uid, v_email) on conflict (id) do nothing;
  insert into public.notifications (organization_id, title, message, link)
  values (v_invitation.organization_id, 'New member',
          coalesce((select p.full_name from public.profiles p where p.id = v_uid), v_email) || ' joined as ' || v_invitation.role || '.',
          '/app/settings/users');
  return v_invitation.organization_id;
end;
$$;
revoke all on function public.accept_invitation(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.accept_invitation(p_token text) to authenticated, service_role;
