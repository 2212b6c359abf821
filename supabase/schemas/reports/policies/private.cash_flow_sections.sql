-- Cash flow sections: row level security with no policy, in schema private: no API role reads or
-- writes it; list_cash_flow_sections, set_cash_flow_section and the reports do (security definer).
alter table private.cash_flow_sections enable row level security;
