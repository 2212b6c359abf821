-- The donor block of a receipt or giving statement: the donor record's name, e-mail and mailing
-- address as the lines of an envelope (street line 1, line 2, "City, ST 04101", country), else the
-- name and e-mail the gift was recorded with. Empty parts leave their line or separator out.
create or replace function private.donor_address_json(p_donor_id uuid, p_name text, p_email text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'donor_id', p_donor_id,
    'name', coalesce(d.name, p_name),
    'email', coalesce(d.email, p_email),
    'address_lines', to_jsonb(array_remove(array[
       nullif(btrim(coalesce(d.address_line1, '')), ''),
       nullif(btrim(coalesce(d.address_line2, '')), ''),
       nullif(concat_ws(' ', nullif(concat_ws(', ', nullif(btrim(coalesce(d.city, '')), ''), nullif(btrim(coalesce(d.region, '')), '')), ''), nullif(btrim(coalesce(d.postal_code, '')), '')), ''),
       nullif(btrim(coalesce(d.country, '')), '')
     ], null)))
  from (select 1) one left join public.donors d on d.id = p_donor_id
$$;
revoke all on function private.donor_address_json(p_donor_id uuid, p_name text, p_email text) from public, anon, authenticated, service_role;
