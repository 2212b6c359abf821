-- A vendor's tax id (an EIN, or for a 1099 contractor often a person's SSN) in full lives in a table
-- of its own that Row Level Security shows only to those public.can_read_tax_ids allows (owners and
-- admins). vendors.tax_id keeps what every member may see: the last four digits, masked
-- ('***6789'). Members still type a full tax id into the vendor form: the vendors trigger
-- (private.capture_vendor_tax_id) moves it here and masks the column.
-- The foreign key is checked at commit: the trigger writes the tax id before the vendor's row exists.
create table public.vendor_tax_ids (
  vendor_id uuid primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  tax_id text not null check (length(tax_id) between 1 and 20),
  updated_at timestamptz not null default now(),
  foreign key (vendor_id, organization_id) references public.vendors (id, organization_id) on delete cascade deferrable initially deferred
);
create index vendor_tax_ids_org_idx on public.vendor_tax_ids (organization_id);
revoke all on table public.vendor_tax_ids from anon, authenticated;
grant select on table public.vendor_tax_ids to authenticated;
grant all on table public.vendor_tax_ids to service_role;

insert into public.vendor_tax_ids (vendor_id, organization_id, tax_id)
select v.id, v.organization_id, left(btrim(v.tax_id), 20)
from public.vendors v
where nullif(btrim(v.tax_id), '') is not null;

update public.vendors v
set tax_id = case when nullif(btrim(v.tax_id), '') is null then null
                  else '***' || right(regexp_replace(v.tax_id, '[^0-9A-Za-z]', '', 'g'), 4) end
where v.tax_id is not null;
