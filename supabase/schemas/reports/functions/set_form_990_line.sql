-- RPC: owners and admins map an account to a 990 line of its part (null or '': back to the default).
create or replace function public.set_form_990_line(p_organization_id uuid, p_account_id uuid, p_line text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_category text;
begin
  perform private.require_role(p_organization_id, array['owner', 'admin'], 'Only owners and admins can change the Form 990 mapping');
  p_line := nullif(btrim(p_line), '');
  select a.category into v_category from public.accounts a where a.id = p_account_id and a.organization_id = p_organization_id;
  if v_category is null or v_category not in ('Revenue', 'Expenses') then
    raise exception 'Only revenue and expense accounts map to Form 990 lines' using errcode = 'P0001';
  end if;
  if p_line is null then
    delete from private.form_990_mappings m where m.organization_id = p_organization_id and m.account_id = p_account_id;
    return;
  end if;
  if not exists (select 1 from private.form_990_lines l where l.part = case v_category when 'Revenue' then 'VIII' else 'IX' end and l.line = p_line) then
    raise exception 'Line % is not a line of Part %', p_line, case v_category when 'Revenue' then 'VIII' else 'IX' end using errcode = 'P0001';
  end if;
  insert into private.form_990_mappings (organization_id, account_id, line, updated_at)
  values (p_organization_id, p_account_id, p_line, now())
  on conflict (organization_id, account_id) do update set line = excluded.line, updated_at = now();
end;
$$;
revoke all on function public.set_form_990_line(p_organization_id uuid, p_account_id uuid, p_line text) from public, anon, authenticated, service_role;
grant execute on function public.set_form_990_line(p_organization_id uuid, p_account_id uuid, p_line text) to authenticated, service_role;
