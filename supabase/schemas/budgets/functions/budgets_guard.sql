-- Budgets: each new budget is the next version of its fiscal year and scope; only a draft's year,
-- fund or project changes; one approved budget per fiscal year, fund and project (refused here in
-- words; the unique index budgets_one_approved_per_scope backs it), stamped with who approved it
-- and when; an approved budget is archived before it is deleted (unless its organization is being
-- deleted).
create or replace function private.budgets_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_other public.budgets;
begin
  if tg_op = 'DELETE' then
    if old.status = 'approved' and not private.organization_gone(old.organization_id) then
      raise exception 'An approved budget cannot be deleted; archive it first' using errcode = 'P0001';
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    select coalesce(max(b.version), 0) + 1 into new.version
    from public.budgets b
    where b.organization_id = new.organization_id and b.fiscal_year = new.fiscal_year
      and b.fund_id is not distinct from new.fund_id and b.project_id is not distinct from new.project_id;
  elsif old.status <> 'draft' and (new.fiscal_year, new.start_date, new.end_date, new.fund_id, new.project_id)
        is distinct from (old.fiscal_year, old.start_date, old.end_date, old.fund_id, old.project_id) then
    raise exception 'Only a draft budget''s year, fund or project can change; copy this budget to a new draft instead' using errcode = 'P0001';
  end if;
  if new.status = 'approved' and (tg_op = 'INSERT' or old.status <> 'approved') then
    select * into v_other from public.budgets b
    where b.organization_id = new.organization_id and b.fiscal_year = new.fiscal_year and b.status = 'approved'
      and b.fund_id is not distinct from new.fund_id and b.project_id is not distinct from new.project_id
      and b.id <> new.id
    limit 1;
    if found then
      raise exception '"%" is already the approved budget for %; archive it first (one approved budget per fiscal year, fund and project)',
        v_other.name, private.budget_scope_label(new) using errcode = '23505', constraint = 'budgets_one_approved_per_scope';
    end if;
    new.approved_at := now();
    new.approved_by := auth.uid();
  end if;
  return new;
end;
$$;
revoke all on function private.budgets_guard() from public, anon, authenticated, service_role;
