-- Form 990 mappings: row level security with no policy, in schema private: no API role reads or
-- writes it; list_form_990_mapping, set_form_990_line and the reports do (security definer).
alter table private.form_990_mappings enable row level security;
