alter table private.form_990_mappings enable row level security;
