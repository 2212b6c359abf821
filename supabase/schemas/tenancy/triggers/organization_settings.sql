-- Organization settings: fallback accounts and fund keep their kind, time zone and tax rates are
-- valid, a locked period is reopened only by an owner and its books are not rewritten, a new logo
-- touches the organization so members see it, updated_at stamped, every write audited.
create or replace trigger audit_delete after delete on public.organization_settings referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.organization_settings referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.organization_settings referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger organization_settings_defaults_kind before update on public.organization_settings for each row execute function private.check_settings_defaults();

create or replace trigger organization_settings_locked_period before update on public.organization_settings for each row execute function private.guard_locked_settings();

create or replace trigger organization_settings_logo_touch after update of logo_url on public.organization_settings for each row when ((new.logo_url is distinct from old.logo_url)) execute function private.touch_organization_on_logo();

create or replace trigger organization_settings_touch before update on public.organization_settings for each row execute function private.touch_updated_at();

create or replace trigger organization_settings_validate before update on public.organization_settings for each row execute function private.validate_organization_settings();

create or replace trigger organization_settings_mfa_requirement before update of require_mfa on public.organization_settings for each row execute function private.guard_mfa_requirement();
