-- RPC for members: the 990 line of every revenue and expense account, with the lines to choose
-- from.
create or replace function public.list_form_990_mapping(p_organization_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return json_build_object(
    'accounts', coalesce((select json_agg(json_build_object('account_id', f.account_id, 'code', f.code, 'name', f.name, 'part', f.part,
                                                           'line', f.line, 'is_default', f.is_default) order by f.code)
                          from private.form_990_accounts(p_organization_id) f), '[]'::json),
    'lines', (select json_agg(json_build_object('part', l.part, 'line', l.line, 'label', l.label) order by l.part desc, l.sort) from private.form_990_lines l));
end;
$$;
revoke all on function public.list_form_990_mapping(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_form_990_mapping(p_organization_id uuid) to authenticated, service_role;
