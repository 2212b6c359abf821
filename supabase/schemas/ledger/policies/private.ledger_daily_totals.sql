alter table private.ledger_daily_totals enable row level security;
