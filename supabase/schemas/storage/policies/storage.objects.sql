-- Storage objects: avatars and logos are public to read; a person writes only their own avatar
-- (avatars/<user id>/...), owners and admins their organization's logo (logos/<organization_id>/...).
-- The private documents bucket holds an organization's files (bill attachments, receipts and
-- invoices sent by e-mail, statements) as documents/<organization_id>/<area>/<file>: members read
-- their organization's folder; owners, admins and members write it.
drop policy if exists "avatars are readable by everyone" on storage.objects;
create policy "avatars are readable by everyone" on storage.objects
  for select
  to anon, authenticated
  using (bucket_id = 'avatars');

drop policy if exists "logos are readable by everyone" on storage.objects;
create policy "logos are readable by everyone" on storage.objects
  for select
  to anon, authenticated
  using (bucket_id = 'logos');

drop policy if exists "members other than viewers add documents" on storage.objects;
create policy "members other than viewers add documents" on storage.objects
  for insert
  to authenticated
  with check (bucket_id = 'documents' and public.can_write_documents(name));

drop policy if exists "members other than viewers remove documents" on storage.objects;
create policy "members other than viewers remove documents" on storage.objects
  for delete
  to authenticated
  using (bucket_id = 'documents' and public.can_write_documents(name));

drop policy if exists "members other than viewers replace documents" on storage.objects;
create policy "members other than viewers replace documents" on storage.objects
  for update
  to authenticated
  using (bucket_id = 'documents' and public.can_write_documents(name))
  with check (bucket_id = 'documents' and public.can_write_documents(name));

drop policy if exists "members read their organization's documents" on storage.objects;
create policy "members read their organization's documents" on storage.objects
  for select
  to authenticated
  using (bucket_id = 'documents' and public.can_read_documents(name));

drop policy if exists "owners and admins remove their organization's logo" on storage.objects;
create policy "owners and admins remove their organization's logo" on storage.objects
  for delete
  to authenticated
  using (bucket_id = 'logos' and public.can_manage_logo(name));

drop policy if exists "owners and admins replace their organization's logo" on storage.objects;
create policy "owners and admins replace their organization's logo" on storage.objects
  for update
  to authenticated
  using (bucket_id = 'logos' and public.can_manage_logo(name))
  with check (bucket_id = 'logos' and public.can_manage_logo(name));

drop policy if exists "owners and admins upload their organization's logo" on storage.objects;
create policy "owners and admins upload their organization's logo" on storage.objects
  for insert
  to authenticated
  with check (bucket_id = 'logos' and public.can_manage_logo(name));

drop policy if exists "people remove their own avatar" on storage.objects;
create policy "people remove their own avatar" on storage.objects
  for delete
  to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

drop policy if exists "people replace their own avatar" on storage.objects;
create policy "people replace their own avatar" on storage.objects
  for update
  to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

drop policy if exists "people upload their own avatar" on storage.objects;
create policy "people upload their own avatar" on storage.objects
  for insert
  to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
