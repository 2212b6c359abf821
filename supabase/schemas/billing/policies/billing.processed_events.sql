-- Processed provider events: no policy, so no API role reads or writes them; the billing functions
-- record them.
alter table billing.processed_events enable row level security;
