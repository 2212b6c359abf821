-- Creates a fully set-up organization owned by p_owner and returns its id: the owner's membership,
-- settings, the default chart of accounts, the General Operating fund, the settings' fallback
-- accounts and fund, a trial subscription (an unknown plan or cycle becomes starter, monthly) and a
-- welcome notification. Sign-up and create_organization both call it.
create or replace function private.provision_organization(p_name text, p_owner uuid, p_plan text default null, p_cycle text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid;
  v_fund uuid;
begin
  insert into public.organizations (name, created_by) values (btrim(p_name), p_owner) returning id into v_org;
  insert into public.organization_members (organization_id, user_id, role) values (v_org, p_owner, 'owner');
  insert into public.organization_settings (organization_id) values (v_org);
  perform private.create_default_chart(v_org);
  insert into public.funds (organization_id, name, code, restriction, purpose)
  values (v_org, 'General Operating', 'GEN', 'without_donor_restrictions', 'Unrestricted support for the organization''s mission and operations.')
  returning id into v_fund;
  update public.organization_settings s set
    default_fund_id = v_fund,
    default_cash_account_id = (select a.id from public.accounts a where a.organization_id = v_org and a.system_key = 'cash'),
    default_revenue_account_id = (select a.id from public.accounts a where a.organization_id = v_org and a.system_key = 'uncategorized_income'),
    default_expense_account_id = (select a.id from public.accounts a where a.organization_id = v_org and a.system_key = 'uncategorized_expense')
  where s.organization_id = v_org;
  insert into public.subscriptions (organization_id, status, plan, billing_cycle, trial_ends_at)
  values (v_org, 'trialing',
          case when p_plan in ('starter', 'growth', 'scale') then p_plan else 'starter' end,
          case when p_cycle in ('monthly', 'yearly') then p_cycle else 'monthly' end,
          now() + private.trial_length());
  insert into public.notifications (organization_id, user_id, title, message, link)
  values (v_org, p_owner, 'Welcome to Missionbase!',
          'Your organization ' || btrim(p_name) || ' is ready. Your free trial ends on '
            || to_char(now() + private.trial_length(), 'FMMonth FMDD, YYYY') || '.',
          '/app/dashboard');
  return v_org;
end;
$$;
revoke all on function private.provision_organization(p_name text, p_owner uuid, p_plan text, p_cycle text) from public, anon, authenticated, service_role;
