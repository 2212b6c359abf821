-- The answer of a preview or a commit (a public.import_outcome) from the tables of private.import_run:
-- what the commit creates and posts, the opening balances per account category, the counts of errors
-- and warnings and the first p_problem_limit problems (errors first, then by kind and row), and the
-- verification's differences. lines counts the ledger lines of the batch's own entries as posted
-- (with their interfund and clearing lines) once written, else the source lines that carry amounts.
create or replace function private.import_outcome_of(p_batch public.import_batches, p_problem_limit integer, p_committed boolean)
returns public.import_outcome
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_result public.import_outcome;
  v_written boolean := to_regclass('pg_temp.import_lines') is not null;
  v_lines integer;
begin
  if v_written then
    execute 'select count(*)::integer from pg_temp.import_lines' into v_lines;
  else
    select (select count(*) from (select 1 from pg_temp.import_tb t where t.amount is not null
                                  group by t.account_id, t.fund_id, t.project_id having sum(t.amount) <> 0) g)::integer
           + (select count(*) from pg_temp.import_journal j where j.amount <> 0)::integer
      into v_lines;
  end if;

  select
    p_batch.id,
    case when p_committed then 'committed' else p_batch.status end,
    p_committed,
    p_batch.conversion_date,
    (select count(*) from pg_temp.import_accounts a where a.action = 'create')::integer,
    (select count(*) from pg_temp.import_dimensions d where d.action = 'create' and d.target_type = 'fund')::integer,
    (select count(*) from pg_temp.import_dimensions d where d.action = 'create' and d.target_type = 'project')::integer,
    (select count(*) from pg_temp.import_contacts c where c.action = 'create' and c.target_type = 'donor')::integer,
    (select count(*) from pg_temp.import_contacts c where c.action = 'create' and c.target_type = 'customer')::integer,
    (select count(*) from pg_temp.import_contacts c where c.action = 'create' and c.target_type = 'vendor')::integer,
    ((select count(*) from pg_temp.import_entries e where e.lines > 0)
      + case when exists (select 1 from pg_temp.import_tb t where t.amount <> 0) then 1 else 0 end)::integer,
    (select count(*) from pg_temp.import_entries e where e.lines > 0)::integer,
    v_lines,
    (select count(*) from pg_temp.import_documents d where d.kind = 'invoice')::integer,
    (select count(*) from pg_temp.import_documents d where d.kind = 'bill')::integer,
    array(
      select row(c.category, round(coalesce(sum(greatest(b.balance, 0)), 0), 2)::text, round(coalesce(sum(greatest(-b.balance, 0)), 0), 2)::text)::public.import_category_total
      from (values (1, 'Assets'), (2, 'Liabilities'), (3, 'Net Assets'), (4, 'Revenue'), (5, 'Expenses')) as c (n, category)
      left join (
        select coalesce(t.account_category, a.category) as category, sum(t.amount) as balance
        from pg_temp.import_tb t left join pg_temp.import_accounts a on a.source_key = t.account_key
        where t.amount is not null
        group by coalesce(t.account_category, a.category), coalesce(t.account_id::text, t.account_key)
      ) b on b.category = c.category
      group by c.n, c.category
      order by c.n),
    (select count(*) from pg_temp.import_problems p where p.severity = 'error')::integer,
    (select count(*) from pg_temp.import_problems p where p.severity = 'warning')::integer,
    array(
      select row(p.severity, p.kind, p.row_number, p.source_line, p.code, p.message)::public.import_problem
      from pg_temp.import_problems p
      order by (p.severity = 'warning'),
               array_position(array['accounts', 'dimensions', 'contacts', 'trial_balance', 'journal', 'open_documents'], p.kind) nulls first,
               p.row_number nulls first, p.code
      limit greatest(coalesce(p_problem_limit, 200), 0)),
    array(
      select row(d.what, d.account_code, d.account_name, d.fund_name, d.party_name,
                 round(d.source_amount, 2)::text,
                 round(d.product_amount, 2)::text, d.message)::public.import_difference
      from pg_temp.import_differences d
      limit 1000)
  into v_result;
  return v_result;
end;
$$;
revoke all on function private.import_outcome_of(p_batch public.import_batches, p_problem_limit integer, p_committed boolean) from public, anon, authenticated, service_role;
