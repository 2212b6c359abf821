-- Pledges: stamped with the signed-in caller, posted as revenue when promised (again on a change of
-- what is posted, reversed on delete), updated_at kept; every write refused after the trial.
create or replace trigger created_by_caller before insert or update of created_by on public.pledges for each row execute function private.created_by_caller();

-- Nothing dated in a locked period changes (private.guard_locked_document); before pledges_post (name order).
create or replace trigger pledges_locked_period before delete or update on public.pledges for each row execute function private.guard_locked_document('pledge_date', '', 'cancelled_at', 'cancel_date', 'cancel_reason', 'written_off', 'cancel_entry_id', 'project_id=null');

create or replace trigger pledges_post before insert or delete or update on public.pledges for each row execute function private.post_pledge();

create or replace trigger pledges_touch before update on public.pledges for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.pledges referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.pledges referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.pledges referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
