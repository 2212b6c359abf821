-- The payroll liability payments' dates follow the rule of every business record's date
-- (public.business_date: 1900-01-01 to ten years after today), NOT VALID as the other columns are.
alter table public.payroll_liability_payments add constraint payroll_liability_payments_payment_date_business_date check ((payment_date)::public.business_date = payment_date) not valid;
alter table public.payroll_liability_payment_lines add constraint payroll_liability_payment_lines_period_business_date check ((period)::public.business_date = period) not valid;
