-- Installs the three statement triggers on one public table (idempotent).
create or replace function private.install_trial_write_guard(p_table text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format('drop trigger if exists trial_guard_insert on public.%I', p_table);
  execute format('drop trigger if exists trial_guard_update on public.%I', p_table);
  execute format('drop trigger if exists trial_guard_delete on public.%I', p_table);
  execute format('create trigger trial_guard_insert after insert on public.%I referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial()', p_table);
  execute format('create trigger trial_guard_update after update on public.%I referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial()', p_table);
  execute format('create trigger trial_guard_delete after delete on public.%I referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial()', p_table);
end;
$$;
revoke all on function private.install_trial_write_guard(p_table text) from public, anon, authenticated, service_role;
