-- Multi-factor sign-in required of owners and admins: an organization setting (off by default).
-- With it on, the data only they read (employees' tax ids and bank details, pay) needs a session
-- that proved a second factor (`aal2`), decided by public.mfa_satisfied.
alter table public.organization_settings
  add column require_mfa boolean not null default false;

comment on column public.organization_settings.require_mfa is
  'Owners and admins must sign in with a second factor (aal2) to read or change pay, bank details and tax ids; only an owner at aal2 changes it.';
