-- A date of an imported row: ISO text (yyyy-mm-dd, which the browser's readers write whatever the
-- source's format) that is a real calendar date, else null. Plain SQL, no exception block, so a
-- set-based parse of 100,000 journal lines stays one pass; the nested cases make sure make_date
-- only ever sees a valid year and month.
-- No search_path setting, like private.document_state: the planner then inlines it into the
-- set-based parse (a set clause would make it a function call per row).
-- Stable, not immutable: a text-to-date cast is (it reads DateStyle), and an immutable function
-- whose body is not would not be inlined.
create or replace function private.import_iso_date(p_text text)
returns date
language sql
stable
as $$
  select case when p_text ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    case when substr(p_text, 1, 4)::int >= 1 and substr(p_text, 6, 2)::int between 1 and 12 then
      case when substr(p_text, 9, 2)::int between 1
                and extract(day from (pg_catalog.make_date(substr(p_text, 1, 4)::int, substr(p_text, 6, 2)::int, 1) + interval '1 month - 1 day'))::int
        then p_text::date
      end
    end
  end
$$;
revoke all on function private.import_iso_date(p_text text) from public, anon, authenticated, service_role;
