alter table private.cash_flow_sections enable row level security;
