-- The paged lists at 100,000 rows, second step (issue 21 point 7). The full-size bench:data run
-- after 20261127011100 and …1200 (1,000,000 ledger lines, 100,000 rows per list) left four lists
-- over 50 ms: search_donations at offset 50,000 (94 ms), search_pledges at offset 50,000 (165),
-- search_invoices (66 first page, 104 at offset 50,000) and search_bills (79, 104). Two causes:
--   - A page deep in the list read every skipped row from the table (50,000 heap rows to throw
--     away). Now the page's ids are read first in the sort's index order, from the index alone
--     (covering indexes below: the sort columns, and for invoices and bills the state's inputs so
--     a state filter is answered from the index too), and only those 50 rows are then fetched.
--   - The invoice and bill totals evaluated the state expression once per filtered aggregate, five
--     times a row. Now the rows are grouped by what the state depends on (status, paid in full,
--     past due, partly paid: a handful of groups) and the state, its filter and the totals are
--     computed over the groups. private.document_state_of is that rule over the four inputs;
--     private.document_state (one row) calls it, so there is still one definition.
--   - search_pledges without a status filter, sorted by date, amount or donor, sums the pledges and
--     the gifts applied to them separately for the totals, and reads the page's ids in order before
--     computing paid and status for those 50 (with a status filter, or sorted by open balance or
--     next due date, it computes them for every filtered pledge as in …1100).
-- Results are unchanged (pledges-search-set-based and lists-set-based-same-answers compare with
-- the first rules).
create or replace function private.document_state_of(p_kind text, p_status text, p_paid_in_full boolean, p_past_due boolean, p_part_paid boolean)
returns text
language sql
immutable
as $$
  select case
    when p_status in ('void', 'draft') then p_status
    when p_status = 'paid' or p_paid_in_full then 'paid'
    when p_past_due then 'overdue'
    when p_part_paid then 'partially_paid'
    when p_kind = 'invoice' then 'sent'
    else 'approved'
  end
$$;
revoke all on function private.document_state_of(p_kind text, p_status text, p_paid_in_full boolean, p_past_due boolean, p_part_paid boolean) from public, anon, authenticated, service_role;
