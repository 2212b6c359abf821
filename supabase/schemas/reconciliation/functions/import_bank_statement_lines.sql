-- RPC for owners, admins and members, on a reconciliation in progress: imports statement lines,
-- all or nothing. p_lines: [{date, amount, payee?, description?, bank_id?}], at most 10,000. A
-- line whose bank id (or, without one, whose date/amount/description fingerprint and its
-- occurrence in the file) is already on this account is skipped and counted, so two identical
-- lines in one file stay two lines and the same file imported twice adds nothing. The answer is a
-- public.bank_statement_import (skipped, imported).
-- p_currency: the currency the file states (OFX CURDEF, CAMT Ccy, a CSV's currency), when it states
-- one: a statement in another currency than the organization's books is refused (the ledger keeps
-- one currency; its amounts would be taken as the books' money). p_far_dates_confirmed: lines dated
-- more than a year before the statement's start or after its end (a mis-dated export, another
-- year's file) are refused unless the user saw them in the preview and chose to import them.
create or replace function public.import_bank_statement_lines(p_reconciliation_id uuid, p_lines jsonb, p_format text,
                                                              p_currency text default null, p_far_dates_confirmed boolean default false)
returns public.bank_statement_import
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rec public.bank_reconciliations := private.bank_reconciliation_for(p_reconciliation_id, true);
  v_bad record;
  v_total integer;
  v_imported integer;
  v_next integer;
  v_books text;
  v_far record;
begin
  if p_lines is null or jsonb_typeof(p_lines) <> 'array' then
    raise exception 'The statement lines must be a list' using errcode = '22023';
  end if;
  v_total := jsonb_array_length(p_lines);
  if v_total = 0 then
    raise exception 'The statement has no transactions' using errcode = '22023';
  end if;
  if v_total > 10000 then
    raise exception 'A statement can import at most 10,000 lines at a time (this one has %)', v_total using errcode = '22023';
  end if;
  if p_format not in ('csv', 'ofx', 'qfx', 'camt053', 'manual') then
    raise exception 'Unknown statement format %', p_format using errcode = '22023';
  end if;
  -- Every line is checked before anything is written.
  select e.ord, e.value into v_bad
  from jsonb_array_elements(p_lines) with ordinality as e (value, ord)
  where jsonb_typeof(e.value) <> 'object'
     or coalesce(e.value ->> 'date', '') !~ '^\d{4}-\d{2}-\d{2}$'
     or coalesce(e.value ->> 'amount', '') !~ '^-?\d{1,12}(\.\d{1,2})?$'
     or (e.value ->> 'amount')::numeric = 0
  order by e.ord limit 1;
  if found then
    raise exception 'Line % of the statement has no valid date or non-zero amount; nothing was imported', v_bad.ord using errcode = '22023';
  end if;
  if p_currency is not null then
    if upper(btrim(p_currency)) !~ '^[A-Z]{3}$' then
      raise exception 'The statement currency must be a three-letter code such as USD or EUR' using errcode = '22023';
    end if;
    select s.currency into v_books from public.organization_settings s where s.organization_id = v_rec.organization_id;
    v_books := coalesce(v_books, 'USD');
    if upper(btrim(p_currency)) <> v_books then
      raise exception 'This statement is in %, but the organization keeps its books in %. Import a statement of an account in %.',
        upper(btrim(p_currency)), v_books, v_books using errcode = '22023';
    end if;
  end if;
  if not coalesce(p_far_dates_confirmed, false) then
    select count(*) as n, min(e.ord) as first_line, (array_agg(e.value ->> 'date' order by e.ord))[1] as first_date into v_far
    from jsonb_array_elements(p_lines) with ordinality as e (value, ord)
    where (e.value ->> 'date')::date < v_rec.statement_start_date - interval '1 year'
       or (e.value ->> 'date')::date > v_rec.statement_end_date + interval '1 year';
    if v_far.n > 0 then
      raise exception '% of the statement''s lines % dated more than a year outside the statement period (% to %), the first on line % (%). Check the file, or confirm these lines to import them.',
        v_far.n, case when v_far.n = 1 then 'is' else 'are' end, v_rec.statement_start_date, v_rec.statement_end_date, v_far.first_line, v_far.first_date
        using errcode = '22023';
    end if;
  end if;
  select coalesce(max(s.line_number), 0) into v_next from public.bank_statement_lines s where s.reconciliation_id = v_rec.id;

  with input as (
    select e.ord, (e.value ->> 'date')::date as d, (e.value ->> 'amount')::numeric as amt,
           nullif(btrim(e.value ->> 'payee'), '') as payee, coalesce(btrim(e.value ->> 'description'), '') as descr,
           nullif(btrim(e.value ->> 'bank_id'), '') as bank_id
    from jsonb_array_elements(p_lines) with ordinality as e (value, ord)
  ),
  keyed as (
    select i.*,
           coalesce('id:' || i.bank_id,
             'fp:' || md5(i.d::text || '|' || i.amt::text || '|' || lower(coalesce(i.payee, '') || ' ' || i.descr)) || ':' ||
             row_number() over (partition by i.bank_id is null, i.d, i.amt, lower(coalesce(i.payee, '') || ' ' || i.descr) order by i.ord)) as key,
           row_number() over (partition by i.bank_id order by i.ord) as bank_dup
    from input i
  ),
  ins as (
    insert into public.bank_statement_lines (organization_id, reconciliation_id, account_id, line_date, amount, payee, description,
                                             bank_transaction_id, source_format, line_number)
    select v_rec.organization_id, v_rec.id, v_rec.account_id, k.d, k.amt, k.payee, k.descr, k.key, p_format, v_next + k.ord::integer
    from keyed k
    where k.bank_id is null or k.bank_dup = 1
    on conflict (organization_id, account_id, bank_transaction_id) do nothing
    returning 1
  )
  select count(*) into v_imported from ins;
  return row(v_total - v_imported, v_imported)::public.bank_statement_import;
end;
$$;
revoke all on function public.import_bank_statement_lines(p_reconciliation_id uuid, p_lines jsonb, p_format text, p_currency text, p_far_dates_confirmed boolean) from public, anon, authenticated, service_role;
grant execute on function public.import_bank_statement_lines(p_reconciliation_id uuid, p_lines jsonb, p_format text, p_currency text, p_far_dates_confirmed boolean) to authenticated, service_role;
