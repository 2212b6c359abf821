-- Contact messages: anyone, signed in or not, sends one from the public site; no API role reads
-- them (the service role does).
alter table public.contact_messages enable row level security;

drop policy if exists anyone_insert on public.contact_messages;
create policy anyone_insert on public.contact_messages
  for insert
  to anon, authenticated
  with check (true);
