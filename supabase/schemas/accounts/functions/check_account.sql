-- Defaults the normal balance, keeps a child in its parent's category and refuses cycles.
create or replace function private.check_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_parent_category text;
  v_cycle boolean;
begin
  if new.normal_balance is null then
    new.normal_balance := private.normal_balance_for(new.category);
  end if;
  if new.parent_id is not null then
    select a.category into v_parent_category from public.accounts a where a.id = new.parent_id;
    if v_parent_category is not null and v_parent_category <> new.category then
      raise exception 'Account % must be in its parent''s category (%)', new.code, v_parent_category using errcode = '23514';
    end if;
    if tg_op = 'UPDATE' then
      with recursive up as (
        select a.id, a.parent_id from public.accounts a where a.id = new.parent_id
        union all
        select a.id, a.parent_id from public.accounts a join up on a.id = up.parent_id
      ) cycle id set is_cycle using path
      select exists (select 1 from up where up.id = new.id) into v_cycle;
      if v_cycle then
        raise exception 'Account % cannot be its own ancestor', new.code using errcode = '23514';
      end if;
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.check_account() from public, anon, authenticated, service_role;
