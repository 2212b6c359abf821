alter table private.ledger_function_daily_totals enable row level security;
