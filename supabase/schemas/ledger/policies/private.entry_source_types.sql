alter table private.entry_source_types enable row level security;
