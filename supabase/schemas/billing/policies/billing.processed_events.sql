alter table billing.processed_events enable row level security;
