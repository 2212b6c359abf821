-- On sign-up (trigger on auth.users): the user's profile from the sign-up metadata and, when the
-- sign-up form named an organization, that organization on the plan and billing cycle chosen.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_org_name text := nullif(btrim(v_meta ->> 'organization_name'), '');
begin
  insert into public.profiles (id, email, full_name, avatar_url)
  values (new.id, new.email, nullif(btrim(coalesce(v_meta ->> 'full_name', v_meta ->> 'name')), ''), v_meta ->> 'avatar_url')
  on conflict (id) do nothing;
  if v_org_name is not null then
    perform private.provision_organization(v_org_name, new.id, v_meta ->> 'plan', coalesce(v_meta ->> 'billing_cycle', v_meta ->> 'cycle'));
  end if;
  return new;
end;
$$;
revoke all on function private.handle_new_user() from public, anon, authenticated, service_role;
