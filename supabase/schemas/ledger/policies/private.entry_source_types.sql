-- Entry source types: no policy, so no API role reads or writes them (schema private is out of
-- their reach anyway); the definer's functions do.
alter table private.entry_source_types enable row level security;
