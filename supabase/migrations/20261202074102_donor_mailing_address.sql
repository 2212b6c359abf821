-- A donor's full mailing address, as receipts and year-end statements print it: street lines 1 and
-- 2, city, state or region, postal code and country. The single address text of earlier releases
-- ("5 Elm Road\nPortland, ME") moves into the fields: its last line becomes the city and region
-- when it reads "City, ST" (with the ZIP code when it carries one), the lines before it the street
-- lines; a donor whose street line was already entered keeps it. Then the text column goes, so the
-- address has one home.
alter table public.donors
  add column address_line2 text check (address_line2 is null or length(address_line2) <= 200),
  add column country text check (country is null or length(country) <= 100);

-- A data change of the migration: the table's triggers (audit, updated_at, the trial guard) stay out.
alter table public.donors disable trigger user;
with parsed as (
  select d.id, lines,
         cardinality(lines) as n,
         regexp_match(lines[cardinality(lines)], '^(.+?),\s*([A-Za-z][A-Za-z .]*?)(?:\s+([0-9]{5}(?:-[0-9]{4})?))?$') as city_line
  from public.donors d
  cross join lateral (
    select coalesce(array_agg(btrim(t.line) order by t.ord) filter (where btrim(t.line) <> ''), '{}') as lines
    from unnest(string_to_array(replace(d.address, E'\r', ''), E'\n')) with ordinality as t (line, ord)) l
  where d.address is not null and btrim(d.address) <> '' and d.address_line1 is null
), split as (
  select p.id, case when p.n >= 2 then p.city_line end as city_line,
         case when p.n >= 2 and p.city_line is not null then p.lines[1:p.n - 1] else p.lines end as street
  from parsed p
)
update public.donors d set
  address_line1 = left(s.street[1], 200),
  address_line2 = left(nullif(array_to_string(s.street[2:], ', '), ''), 200),
  city = coalesce(d.city, left(btrim(s.city_line[1]), 100)),
  region = coalesce(d.region, left(btrim(s.city_line[2]), 100)),
  postal_code = coalesce(d.postal_code, s.city_line[3])
from split s
where s.id = d.id;
alter table public.donors enable trigger user;

alter table public.donors drop column address;

-- The donors list answers the address fields (docs/rpc.md, "Typed results").
alter type public.donor_row
  drop attribute address,
  add attribute address_line1 text,
  add attribute address_line2 text,
  add attribute city text,
  add attribute region text,
  add attribute country text;
