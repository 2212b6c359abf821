-- The settings pages (issue 19): the organization's address, EIN and sales/expense defaults on
-- organization_settings, the members list with e-mail and last sign-in, invitations sent through
-- the auth outbox, and the audit log viewer's search. Writes stay under the existing RLS
-- (owners and admins update settings and invitations; the membership guard keeps one owner and
-- lets only owners grant ownership; the lock-date guard lets only owners reopen a period).

-- Organization details and document defaults ------------------------------------------------------
alter table public.organization_settings
  add column address_line1 text check (address_line1 is null or length(address_line1) <= 200),
  add column address_line2 text check (address_line2 is null or length(address_line2) <= 200),
  add column city text check (city is null or length(city) <= 100),
  add column region text check (region is null or length(region) <= 100),
  add column postal_code text check (postal_code is null or length(postal_code) <= 20),
  add column country text check (country is null or length(country) <= 100),
  -- US Employer Identification Number, written 12-3456789.
  add column ein text check (ein is null or ein ~ '^[0-9]{2}-[0-9]{7}$'),
  -- Sales
  add column default_payment_terms_days integer not null default 30 check (default_payment_terms_days between 0 and 365),
  add column invoice_footer text check (invoice_footer is null or length(invoice_footer) <= 2000),
  add column payment_instructions text check (payment_instructions is null or length(payment_instructions) <= 2000),
  add column receipt_wording text check (receipt_wording is null or length(receipt_wording) <= 2000),
  -- Expenses
  add column bill_approval_threshold numeric(14, 2) check (bill_approval_threshold is null or bill_approval_threshold >= 0),
  add column purchase_request_approval_threshold numeric(14, 2)
    check (purchase_request_approval_threshold is null or purchase_request_approval_threshold >= 0),
  -- 1099 defaults: whether a new vendor is a 1099 vendor, the box its payments go to and the
  -- yearly total from which a form is due.
  add column vendor_1099_default boolean not null default false,
  add column default_1099_box text not null default 'NEC-1' check (default_1099_box in ('NEC-1', 'MISC-1', 'MISC-3', 'MISC-6', 'MISC-10')),
  add column form_1099_threshold numeric(14, 2) not null default 600 check (form_1099_threshold >= 0),
  -- Payroll tax rates HR applies: [{ "name": "FICA (employer)", "rate": "7.65", "paid_by": "employer" }, ...]
  add column payroll_tax_rates jsonb not null default '[]'::jsonb check (jsonb_typeof(payroll_tax_rates) = 'array');

-- Time zones and rates: the checks a column constraint cannot express (a catalog lookup, each
-- element of an array), in words the settings pages show.
create or replace function private.validate_organization_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rate jsonb;
begin
  if new.time_zone is distinct from old.time_zone
     and not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = new.time_zone) then
    raise exception 'Unknown time zone "%"', new.time_zone using errcode = '22023';
  end if;
  if new.payroll_tax_rates is distinct from old.payroll_tax_rates then
    for v_rate in select x from jsonb_array_elements(new.payroll_tax_rates) x loop
      if jsonb_typeof(v_rate) <> 'object'
         or length(btrim(coalesce(v_rate ->> 'name', ''))) = 0
         or coalesce(v_rate ->> 'rate', '') !~ '^[0-9]{1,3}(\.[0-9]{1,4})?$'
         or (v_rate ->> 'rate')::numeric > 100
         or coalesce(v_rate ->> 'paid_by', '') not in ('employee', 'employer') then
        raise exception 'Each payroll tax needs a name, a rate between 0 and 100 percent and who pays it (employee or employer)'
          using errcode = '23514';
      end if;
    end loop;
  end if;
  return new;
end;
$$;

create trigger organization_settings_validate
  before update on public.organization_settings
  for each row execute function private.validate_organization_settings();

-- The organization picker reads the logo from get_user_dashboard_data, which the session reloads
-- on a change of `organizations`: touching the organization row when the logo changes shows the
-- new logo to every member at once.
create or replace function private.touch_organization_on_logo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.organizations o set updated_at = now() where o.id = new.organization_id;
  return null;
end;
$$;

create trigger organization_settings_logo_touch
  after update of logo_url on public.organization_settings
  for each row when (new.logo_url is distinct from old.logo_url)
  execute function private.touch_organization_on_logo();

-- Members ----------------------------------------------------------------------------------------
-- The members of an organization the caller belongs to, with their e-mail and last sign-in
-- (auth.users is not reachable through the API; profiles carry neither the sign-in time nor,
-- reliably, the current e-mail).
create or replace function public.list_organization_members(p_organization_id uuid)
returns table (
  member_id uuid,
  user_id uuid,
  email text,
  full_name text,
  role text,
  last_sign_in_at timestamptz,
  joined_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_org_member(p_organization_id) then
    raise exception 'You are not a member of this organization' using errcode = '42501';
  end if;
  return query
    select m.id, m.user_id, coalesce(u.email, p.email)::text, p.full_name, m.role, u.last_sign_in_at, m.created_at
    from public.organization_members m
    left join auth.users u on u.id = m.user_id
    left join public.profiles p on p.id = m.user_id
    where m.organization_id = p_organization_id
    order by case m.role when 'owner' then 0 when 'admin' then 1 when 'member' then 2 else 3 end,
             lower(coalesce(p.full_name, u.email::text, p.email)), m.id;
end;
$$;
revoke execute on function public.list_organization_members(uuid) from public, anon;
grant execute on function public.list_organization_members(uuid) to authenticated;

-- Invitations ------------------------------------------------------------------------------------
-- Invites an e-mail address with a role, or sends an open invitation again (new link, new 14 days,
-- the role given now): the invitation row and its e-mail in one transaction. The e-mail goes into
-- the platform's mail outbox (auth.dev_outbox, where every auth mail of the local platform goes);
-- where that table does not exist (hosted Supabase) the invitation is still created and its link
-- is returned for the inviter to pass on. p_site_url is where the link points (the app's origin):
-- it must be an http(s) origin, and app.site_url, when the database has it, wins.
create or replace function public.send_invitation(p_organization_id uuid, p_email text, p_role text, p_site_url text default null)
returns json
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

  return json_build_object('id', v_invitation.id, 'email', v_invitation.email, 'role', v_invitation.role,
                           'expires_at', v_invitation.expires_at, 'link', v_link);
end;
$$;
revoke execute on function public.send_invitation(uuid, text, text, text) from public, anon;
grant execute on function public.send_invitation(uuid, text, text, text) to authenticated;

-- What an invitation link shows before it is accepted: the organization and role, only to the
-- signed-in person it was sent to.
create or replace function public.get_invitation(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result json;
begin
  select json_build_object('organization_name', o.name, 'role', i.role, 'email', i.email, 'expires_at', i.expires_at)
    into v_result
  from public.invitations i
  join public.organizations o on o.id = i.organization_id
  join auth.users u on u.id = auth.uid() and lower(u.email) = i.email
  where i.token = p_token and i.accepted_at is null and i.expires_at > now();
  if v_result is null then
    raise exception 'Invitation not found or expired' using errcode = 'PT404';
  end if;
  return v_result;
end;
$$;
revoke execute on function public.get_invitation(text) from public, anon;
grant execute on function public.get_invitation(text) to authenticated;

-- Audit log --------------------------------------------------------------------------------------
create index if not exists audit_log_org_table_idx on public.audit_log (organization_id, table_name, changed_at desc);
create index if not exists audit_log_org_actor_idx on public.audit_log (organization_id, actor_id, changed_at desc);

-- One page of the organization's audit log, newest first, filtered by table, author and dates,
-- with the author's name and e-mail (also of people who have left, whom profiles no longer show)
-- and the number of matching rows. Owners and admins only, as the table's own policy.
create or replace function public.search_audit_log(
  p_organization_id uuid,
  p_table text default null,
  p_actor_id uuid default null,
  p_from date default null,
  p_to date default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rows json;
  v_total bigint;
begin
  if not public.has_org_role(p_organization_id, array['owner', 'admin']) then
    raise exception 'Only owners and admins can read the audit log' using errcode = '42501';
  end if;
  select count(*) into v_total
  from public.audit_log a
  where a.organization_id = p_organization_id
    and (p_table is null or a.table_name = p_table)
    and (p_actor_id is null or a.actor_id = p_actor_id)
    and (p_from is null or a.changed_at >= p_from::timestamptz)
    and (p_to is null or a.changed_at < (p_to + 1)::timestamptz);
  select coalesce(json_agg(r order by r.changed_at desc, r.id desc), '[]'::json) into v_rows
  from (
    select a.id, a.table_name, a.row_id, a.action, a.actor_id, a.actor_role, a.changed_at, a.old_data, a.new_data,
           coalesce(p.full_name, u.email::text, p.email) as actor_name, coalesce(u.email::text, p.email) as actor_email
    from public.audit_log a
    left join auth.users u on u.id = a.actor_id
    left join public.profiles p on p.id = a.actor_id
    where a.organization_id = p_organization_id
      and (p_table is null or a.table_name = p_table)
      and (p_actor_id is null or a.actor_id = p_actor_id)
      and (p_from is null or a.changed_at >= p_from::timestamptz)
      and (p_to is null or a.changed_at < (p_to + 1)::timestamptz)
    order by a.changed_at desc, a.id desc
    limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0)
  ) r;
  return json_build_object('rows', v_rows, 'total', v_total);
end;
$$;
revoke execute on function public.search_audit_log(uuid, text, uuid, date, date, integer, integer) from public, anon;
grant execute on function public.search_audit_log(uuid, text, uuid, date, date, integer, integer) to authenticated;
