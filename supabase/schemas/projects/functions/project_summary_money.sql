-- A summary row as JSON with its money as exact decimal strings (the API would send numbers).
create or replace function private.project_summary_money(p_row jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select p_row || jsonb_build_object(
    'budget', (p_row ->> 'budget'), 'spent', (p_row ->> 'spent'), 'remaining', (p_row ->> 'remaining'))
$$;
