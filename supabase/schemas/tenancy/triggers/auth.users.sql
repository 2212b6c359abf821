-- Users: a sign-up gets a profile, and the organization its form named.
create or replace trigger on_auth_user_created after insert on auth.users for each row execute function private.handle_new_user();
