-- The kept daily totals: no policy, so no API role reads or writes them; only the ledger's triggers
-- write them and the definer's functions read them.
alter table private.ledger_daily_totals enable row level security;
