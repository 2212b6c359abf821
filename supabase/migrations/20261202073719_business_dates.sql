-- One rule for the dates of business records (a gift, an invoice, a journal entry, a pay date, a
-- hire date...): from 1900-01-01 to ten years after today. A typo such as 0226 for 2026, or 20266,
-- would otherwise be stored and posted, and drop out of every report's period unseen. The domain
-- public.business_date carries the rule; each column below keeps its type and gains a check that
-- casts it to the domain, so a refusal names the domain's constraint
-- (`value for domain business_date violates check constraint "business_date_range"`), which the
-- screens put in plain words (packages/ui/src/forms/server-errors.ts); the forms refuse the same
-- dates first (@missionbase/domain/business-date). The upper end moves with the calendar, so the
-- checks are NOT VALID: rows written before them are not rewritten, and a date that was in range
-- when written stays in range.
create domain public.business_date as date
  constraint business_date_range check (value >= date '1900-01-01' and value <= (current_date + interval '10 years')::date);
comment on domain public.business_date is 'A business record''s date: from 1900-01-01 to ten years after today.';

alter table public.bank_reconciliations add constraint bank_reconciliations_statement_start_date_business_date check ((statement_start_date)::public.business_date = statement_start_date) not valid;
alter table public.bank_reconciliations add constraint bank_reconciliations_statement_end_date_business_date check ((statement_end_date)::public.business_date = statement_end_date) not valid;
alter table public.bank_statement_lines add constraint bank_statement_lines_line_date_business_date check ((line_date)::public.business_date = line_date) not valid;
alter table public.bill_payments add constraint bill_payments_payment_date_business_date check ((payment_date)::public.business_date = payment_date) not valid;
alter table public.bills add constraint bills_bill_date_business_date check ((bill_date)::public.business_date = bill_date) not valid;
alter table public.bills add constraint bills_due_date_business_date check ((due_date)::public.business_date = due_date) not valid;
alter table public.bills add constraint bills_paid_date_business_date check ((paid_date)::public.business_date = paid_date) not valid;
alter table public.budgets add constraint budgets_start_date_business_date check ((start_date)::public.business_date = start_date) not valid;
alter table public.budgets add constraint budgets_end_date_business_date check ((end_date)::public.business_date = end_date) not valid;
alter table public.donations add constraint donations_donation_date_business_date check ((donation_date)::public.business_date = donation_date) not valid;
alter table public.employees add constraint employees_hire_date_business_date check ((hire_date)::public.business_date = hire_date) not valid;
alter table public.employees add constraint employees_termination_date_business_date check ((termination_date)::public.business_date = termination_date) not valid;
alter table public.invoice_payments add constraint invoice_payments_payment_date_business_date check ((payment_date)::public.business_date = payment_date) not valid;
alter table public.invoices add constraint invoices_issue_date_business_date check ((issue_date)::public.business_date = issue_date) not valid;
alter table public.invoices add constraint invoices_due_date_business_date check ((due_date)::public.business_date = due_date) not valid;
alter table public.invoices add constraint invoices_paid_date_business_date check ((paid_date)::public.business_date = paid_date) not valid;
alter table public.journal_entries add constraint journal_entries_entry_date_business_date check ((entry_date)::public.business_date = entry_date) not valid;
alter table public.payroll_runs add constraint payroll_runs_period_start_business_date check ((period_start)::public.business_date = period_start) not valid;
alter table public.payroll_runs add constraint payroll_runs_period_end_business_date check ((period_end)::public.business_date = period_end) not valid;
alter table public.payroll_runs add constraint payroll_runs_pay_date_business_date check ((pay_date)::public.business_date = pay_date) not valid;
alter table public.pledge_installments add constraint pledge_installments_due_date_business_date check ((due_date)::public.business_date = due_date) not valid;
alter table public.pledges add constraint pledges_pledge_date_business_date check ((pledge_date)::public.business_date = pledge_date) not valid;
alter table public.pledges add constraint pledges_cancel_date_business_date check ((cancel_date)::public.business_date = cancel_date) not valid;
alter table public.project_tasks add constraint project_tasks_start_date_business_date check ((start_date)::public.business_date = start_date) not valid;
alter table public.project_tasks add constraint project_tasks_due_date_business_date check ((due_date)::public.business_date = due_date) not valid;
alter table public.projects add constraint projects_start_date_business_date check ((start_date)::public.business_date = start_date) not valid;
alter table public.projects add constraint projects_end_date_business_date check ((end_date)::public.business_date = end_date) not valid;
alter table public.purchase_orders add constraint purchase_orders_order_date_business_date check ((order_date)::public.business_date = order_date) not valid;
alter table public.purchase_orders add constraint purchase_orders_expected_date_business_date check ((expected_date)::public.business_date = expected_date) not valid;
alter table public.purchase_requests add constraint purchase_requests_needed_by_business_date check ((needed_by)::public.business_date = needed_by) not valid;
alter table public.stock_movements add constraint stock_movements_movement_date_business_date check ((movement_date)::public.business_date = movement_date) not valid;
alter table public.transactions add constraint transactions_date_business_date check (("date")::public.business_date = "date") not valid;
