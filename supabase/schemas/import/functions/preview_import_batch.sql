-- RPC (owners and admins): what committing the staging batch would do, computed by running the
-- commit itself (private.import_run) inside a subtransaction that is then rolled back: the totals
-- (accounts, funds, projects and contacts to create, entries, lines, documents, the opening balances
-- per category), every staged row that cannot be taken with its reason in a plain sentence (at most
-- p_problem_limit of them, the counts say how many in all), and, when the rows are good, the
-- verification's differences. Writes nothing. A public.import_outcome with committed false. The
-- function-level statement_timeout lets it run as long as a commit of a large batch (the Data API
-- applies it for the call, as PostgREST does).
create or replace function public.preview_import_batch(p_batch_id uuid, p_problem_limit integer default 200)
returns public.import_outcome
language plpgsql
volatile
security definer
set search_path = ''
set statement_timeout = '60s'
as $$
declare
  v_batch public.import_batches := private.import_staging_batch(p_batch_id);
  v_result public.import_outcome;
begin
  if p_problem_limit is not null and (p_problem_limit < 0 or p_problem_limit > 5000) then
    raise exception 'Ask for between 0 and 5,000 problems' using errcode = '22023';
  end if;
  begin
    v_result := private.import_run(v_batch, p_problem_limit);
    raise exception 'import preview: roll back' using errcode = 'MBPRV';
  exception when sqlstate 'MBPRV' then
    null;
  end;
  return v_result;
end;
$$;
revoke all on function public.preview_import_batch(p_batch_id uuid, p_problem_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.preview_import_batch(p_batch_id uuid, p_problem_limit integer) to authenticated, service_role;
