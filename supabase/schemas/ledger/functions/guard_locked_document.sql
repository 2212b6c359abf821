-- BEFORE INSERT, UPDATE or DELETE of a document that posts (transactions, invoices, bills,
-- donations, pledges, payroll runs): a locked period refuses every change to what is dated in it,
-- its description and notes included, and any new row dated there, a draft included (it could
-- never post). A draft dated there (from before the lock) may still be deleted, or moved out of the
-- lock. What later events in an open period move stays possible: payments, status, receipts, a
-- cancellation, or a deleted party's link set to null.
-- TG_ARGV: the document's date column; the status of a draft ('' when the document has none); then
-- the columns that may still change, `column=null` for one that may only become null.
-- The refusal is private.assert_period_open's, the same sentence as a posting's.
create or replace function private.guard_locked_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  v_new jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  v_org uuid := coalesce(v_new, v_old) ->> 'organization_id';
  v_draft text := nullif(tg_argv[1], '');
  v_old_date date := (v_old ->> tg_argv[0])::date;
  v_new_date date := (v_new ->> tg_argv[0])::date;
  v_locked date;
  v_column text;
begin
  select s.locked_through into v_locked from public.organization_settings s where s.organization_id = v_org;
  if v_locked is null or least(v_old_date, v_new_date) > v_locked then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  if tg_op = 'DELETE' then
    if v_old_date <= v_locked and (v_draft is null or v_old ->> 'status' is distinct from v_draft) and not private.organization_gone(v_org) then
      perform private.assert_period_open(v_org, v_old_date);
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    perform private.assert_period_open(v_org, v_new_date);
    return new;
  end if;
  if v_new_date > v_locked and v_draft is not null and v_old ->> 'status' = v_draft and v_new ->> 'status' = v_draft then
    return new;
  end if;
  foreach v_column in array coalesce(tg_argv[2:], '{}'::text[]) || array['updated_at'] loop
    if v_column like '%=null' then
      v_column := left(v_column, -5);
      if v_new -> v_column = 'null'::jsonb then
        v_new := v_new - v_column;
        v_old := v_old - v_column;
      end if;
    else
      v_new := v_new - v_column;
      v_old := v_old - v_column;
    end if;
  end loop;
  if v_new is distinct from v_old then
    perform private.assert_period_open(v_org, least(v_old_date, v_new_date));
  end if;
  return new;
end;
$$;
revoke all on function private.guard_locked_document() from public, anon, authenticated, service_role;
