-- The state a person reads of one invoice or bill, from its stored status, amounts and due date
-- on p_today, so "overdue" and "partially paid" are never stale. The rule itself is
-- private.document_state_of.
create or replace function private.document_state(p_kind text, p_status text, p_total numeric, p_amount_paid numeric, p_due_date date, p_today date)
returns text
language sql
immutable
as $$
  select private.document_state_of(p_kind, p_status, p_amount_paid >= p_total, p_due_date < p_today, p_amount_paid > 0)
$$;
revoke all on function private.document_state(p_kind text, p_status text, p_total numeric, p_amount_paid numeric, p_due_date date, p_today date) from public, anon, authenticated, service_role;
