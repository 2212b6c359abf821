-- The kept totals by expense function: no policy, so no API role reads or writes them; only the
-- ledger's triggers write them and the definer's report functions read them.
alter table private.ledger_function_daily_totals enable row level security;
