-- RPC for members: the 990 line of every revenue and expense account, with the lines to choose
-- from. The answer is a public.form_990_mapping.
create or replace function public.list_form_990_mapping(p_organization_id uuid)
returns public.form_990_mapping
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result public.form_990_mapping;
begin
  perform private.require_member(p_organization_id);
  select
    array(select row(f.account_id, f.code, f.name, f.part, f.line, f.is_default)::public.form_990_account
          from private.form_990_accounts(p_organization_id) f order by f.code) as accounts,
    array(select row(l.part, l.line, l.label)::public.form_990_line_option
          from private.form_990_lines l order by l.part desc, l.sort) as lines
  into v_result;
  return v_result;
end;
$$;
revoke all on function public.list_form_990_mapping(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_form_990_mapping(p_organization_id uuid) to authenticated, service_role;
