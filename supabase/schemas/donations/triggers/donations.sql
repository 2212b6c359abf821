-- Donations: stamped with the signed-in caller, the receipt numbered, posted (again on a change of
-- what is posted, reversed on delete), a gift applied to a pledge checked against it; updated_at
-- kept; every write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.donations referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.donations referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.donations referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger created_by_caller before insert or update of created_by on public.donations for each row execute function private.created_by_caller();

-- Nothing dated in a locked period changes (private.guard_locked_document); before donations_post (name order).
create or replace trigger donations_locked_period before delete or update on public.donations for each row execute function private.guard_locked_document('donation_date', '', 'receipt_number', 'receipt_sent_at', 'donor_id=null', 'project_id=null', 'pledge_id=null');

create or replace trigger donations_post before insert or delete or update on public.donations for each row execute function private.post_donation();

create or replace trigger donations_touch before update on public.donations for each row execute function private.touch_updated_at();

create or replace trigger trial_guard_delete after delete on public.donations referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.donations referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.donations referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
