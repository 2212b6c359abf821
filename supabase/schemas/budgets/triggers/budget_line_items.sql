-- Budget lines: only a draft's lines change and only for revenue and expense accounts, the
-- budget's total kept, every write audited and refused after the trial.
create or replace trigger audit_delete after delete on public.budget_line_items referencing old table as old_rows for each statement execute function private.audit_statement();

create or replace trigger audit_insert after insert on public.budget_line_items referencing new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger audit_update after update on public.budget_line_items referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();

create or replace trigger budget_lines_guard before insert or delete or update on public.budget_line_items for each row execute function private.budget_lines_guard();

create or replace trigger totals_after_delete after delete on public.budget_line_items referencing old table as old_rows for each statement execute function private.document_items_changed();

create or replace trigger totals_after_insert after insert on public.budget_line_items referencing new table as new_rows for each statement execute function private.document_items_changed();

create or replace trigger totals_after_update after update on public.budget_line_items referencing old table as old_rows new table as new_rows for each statement execute function private.document_items_changed();

create or replace trigger trial_guard_delete after delete on public.budget_line_items referencing old table as old_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_insert after insert on public.budget_line_items referencing new table as new_rows for each statement execute function private.refuse_writes_after_trial();

create or replace trigger trial_guard_update after update on public.budget_line_items referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_writes_after_trial();
