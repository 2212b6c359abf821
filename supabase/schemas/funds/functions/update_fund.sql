-- RPC (owners and admins): changes a fund. Its restriction cannot change once it has ledger lines
-- or donations (that would move past gifts between net asset classes: post a release instead); the
-- general fund and a fund with a balance cannot be deactivated.
create or replace function public.update_fund(
  p_fund_id uuid,
  p_name text,
  p_restriction text,
  p_code text default null,
  p_purpose text default null,
  p_description text default null,
  p_is_active boolean default true
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.funds;
  v_balance numeric;
begin
  select * into v_old from public.funds f where f.id = p_fund_id;
  if not found or not public.is_org_member(v_old.organization_id) then
    raise exception 'Fund not found' using errcode = 'PT404';
  end if;
  perform private.assert_can_manage_funds(v_old.organization_id);
  perform private.check_fund_fields(v_old.organization_id, p_fund_id, p_name, p_code, p_restriction);
  if p_restriction <> v_old.restriction
     and (exists (select 1 from public.journal_entry_lines l where l.organization_id = v_old.organization_id and l.fund_id = p_fund_id)
          or exists (select 1 from public.donations d where d.fund_id = p_fund_id)) then
    raise exception 'Fund "%" already has postings, so its restriction cannot change; release or reclassify its net assets with a journal entry instead', v_old.name using errcode = 'P0001';
  end if;
  if not coalesce(p_is_active, true) and v_old.is_active then
    if exists (select 1 from public.organization_settings s where s.organization_id = v_old.organization_id and s.default_fund_id = p_fund_id) then
      raise exception 'Fund "%" is the organization''s general fund and cannot be deactivated', v_old.name using errcode = 'P0001';
    end if;
    select coalesce(sum(b.balance), 0) into v_balance from private.fund_balances(v_old.organization_id, 'infinity'::date) b where b.fund_id = p_fund_id;
    if v_balance <> 0 then
      raise exception 'Fund "%" still has a balance of %; release or transfer it before deactivating', v_old.name, v_balance using errcode = 'P0001';
    end if;
  end if;
  begin
    update public.funds f set
      name = btrim(p_name),
      code = nullif(btrim(coalesce(p_code, '')), ''),
      restriction = p_restriction,
      purpose = nullif(btrim(coalesce(p_purpose, '')), ''),
      description = nullif(btrim(coalesce(p_description, '')), ''),
      is_active = coalesce(p_is_active, true)
    where f.id = p_fund_id;
  exception when unique_violation then
    raise exception 'A fund named "%" already exists', btrim(p_name) using errcode = 'P0001';
  end;
  return p_fund_id;
end;
$$;
revoke all on function public.update_fund(p_fund_id uuid, p_name text, p_restriction text, p_code text, p_purpose text, p_description text, p_is_active boolean) from public, anon, authenticated, service_role;
grant execute on function public.update_fund(p_fund_id uuid, p_name text, p_restriction text, p_code text, p_purpose text, p_description text, p_is_active boolean) to authenticated, service_role;
