-- BEFORE INSERT or UPDATE of a vendor (vendors_tax_id): a full tax id written to vendors.tax_id
-- (the vendor form sends it so, whoever edits) is kept in public.vendor_tax_ids, which only
-- public.can_read_tax_ids may read, and the column keeps its masked form. Saving the masked value
-- unchanged keeps the stored tax id; clearing it deletes it; another masked value is refused.
create or replace function private.capture_vendor_tax_id()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_full text := nullif(btrim(new.tax_id), '');
begin
  if tg_op = 'UPDATE' and new.tax_id is not distinct from old.tax_id and new.organization_id = old.organization_id then
    return new;
  end if;
  if v_full is null then
    new.tax_id := null;
    if tg_op = 'UPDATE' then
      delete from public.vendor_tax_ids t where t.vendor_id = old.id;
    end if;
    return new;
  end if;
  if v_full ~ '^\*' then
    raise exception 'Enter the vendor''s full tax id: a masked one cannot be saved' using errcode = '23514';
  end if;
  -- An insert of an id that exists fails (or, on conflict, does nothing): it must not replace that
  -- vendor's tax id.
  if tg_op = 'INSERT' and exists (select 1 from public.vendors v where v.id = new.id) then
    new.tax_id := private.mask_tax_id(v_full);
    return new;
  end if;
  insert into public.vendor_tax_ids as t (vendor_id, organization_id, tax_id)
  values (new.id, new.organization_id, v_full)
  on conflict (vendor_id) do update set tax_id = excluded.tax_id, organization_id = excluded.organization_id, updated_at = now();
  new.tax_id := private.mask_tax_id(v_full);
  return new;
end;
$$;
revoke all on function private.capture_vendor_tax_id() from public, anon, authenticated, service_role;
