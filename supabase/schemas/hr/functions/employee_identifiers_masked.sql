-- RPC: the masked identifiers for lists (the last four digits), to owners and admins only (at aal2
-- when the organization requires multi-factor sign-in); other members get no rows.
create or replace function public.employee_identifiers_masked(p_organization_id uuid)
returns table (employee_id uuid, tax_id_last4 text, bank_account_last4 text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  if not (public.has_org_role(p_organization_id, array['owner', 'admin']) and public.mfa_satisfied(p_organization_id)) then
    return;
  end if;
  return query
    select p.employee_id, right(regexp_replace(p.tax_id, '[^0-9]', '', 'g'), 4), right(p.bank_account, 4)
    from public.employee_private p where p.organization_id = p_organization_id;
end;
$$;
revoke all on function public.employee_identifiers_masked(p_organization_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.employee_identifiers_masked(p_organization_id uuid) to authenticated, service_role;
