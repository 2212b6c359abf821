-- RPC: what an invitation link shows before it is accepted (organization, role, expiry), only to
-- the signed-in person it was sent to; any other caller gets 404 (PT404), as accept_invitation.
-- The answer is a public.invitation_preview.
create or replace function public.get_invitation(p_token text)
returns public.invitation_preview
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result public.invitation_preview;
begin
  select o.name, i.role, i.email, i.expires_at
    into v_result
  from public.invitations i
  join public.organizations o on o.id = i.organization_id
  join auth.users u on u.id = auth.uid() and lower(u.email) = i.email
  where i.token = p_token and i.accepted_at is null and i.expires_at > now();
  if not found then
    raise exception 'Invitation not found or expired' using errcode = 'PT404';
  end if;
  return v_result;
end;
$$;
revoke all on function public.get_invitation(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.get_invitation(p_token text) to authenticated, service_role;
