-- RPC (owners, admins and members): releases p_amount of a donor-restricted fund's net assets to a
-- fund without donor restrictions (default: the general fund), dated p_date (default today), when
-- the gift's purpose or time restriction is met (ASU 2016-14). Refused beyond what the fund holds on
-- that date. Returns the journal entry's id.
--
-- A release is a reclassification between net asset classes, posted as one entry that balances
-- within each fund (funds are self-balancing):
--     restricted fund:    debit  Net Assets Released from Restrictions (4900)   X
--                         credit cash                                          X
--     receiving fund:     debit  cash                                          X
--                         credit Net Assets Released from Restrictions (4900)   X
-- The release account (system key released_from_restriction, a Revenue account) nets to zero for
-- the organization, so total revenue is unchanged, while the restricted fund's net assets fall by X
-- and the receiving fund's rise by X; the cash follows the money to the fund that spends it. It is
-- the statement of activities' "net assets released from restrictions" line. The entry is a manual
-- one (no document), so it is corrected by reverse_journal_entry, and a bookkeeper may key a
-- release by hand on the same account.
create or replace function public.release_fund_restriction(
  p_fund_id uuid,
  p_amount numeric,
  p_date date default null,
  p_description text default null,
  p_to_fund_id uuid default null,
  p_project_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_fund public.funds;
  v_to public.funds;
  v_date date;
  v_release uuid;
  v_cash uuid;
  v_available numeric;
begin
  select * into v_fund from public.funds f where f.id = p_fund_id;
  if not found or not public.is_org_member(v_fund.organization_id) then
    raise exception 'Fund not found' using errcode = 'PT404';
  end if;
  perform private.assert_can_edit_ledger(v_fund.organization_id, 'the ledger');
  if v_fund.restriction <> 'with_donor_restrictions' then
    raise exception 'Fund "%" has no donor restrictions to release', v_fund.name using errcode = 'P0001';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount <> round(p_amount, 2) then
    raise exception 'The amount to release must be positive, in cents at most' using errcode = 'P0001';
  end if;
  select * into v_to from public.funds f
  where f.id = coalesce(p_to_fund_id, private.default_fund(v_fund.organization_id)) and f.organization_id = v_fund.organization_id;
  if not found then
    raise exception 'The fund to release to was not found' using errcode = 'PT404';
  end if;
  if v_to.restriction <> 'without_donor_restrictions' then
    raise exception 'Net assets are released to a fund without donor restrictions, and "%" has them', v_to.name using errcode = 'P0001';
  end if;
  v_date := coalesce(p_date, private.today_for_organization(v_fund.organization_id));
  select coalesce(sum(b.balance), 0) into v_available from private.fund_balances(v_fund.organization_id, v_date) b where b.fund_id = p_fund_id;
  if p_amount > v_available then
    raise exception 'Fund "%" holds % on %; you cannot release %', v_fund.name, v_available, v_date, p_amount using errcode = 'P0001';
  end if;
  v_release := private.system_account(v_fund.organization_id, 'released_from_restriction');
  v_cash := private.cash_account(v_fund.organization_id);
  return private.post_entry(v_fund.organization_id, v_date,
    coalesce(nullif(btrim(coalesce(p_description, '')), ''), 'Released from restriction: ' || v_fund.name), 'manual', null,
    jsonb_build_array(
      jsonb_build_object('account_id', v_release, 'fund_id', v_fund.id, 'project_id', p_project_id, 'debit', p_amount, 'description', 'Restriction met'),
      jsonb_build_object('account_id', v_cash, 'fund_id', v_fund.id, 'project_id', p_project_id, 'credit', p_amount, 'description', 'Cash to ' || v_to.name),
      jsonb_build_object('account_id', v_cash, 'fund_id', v_to.id, 'project_id', p_project_id, 'debit', p_amount, 'description', 'Cash from ' || v_fund.name),
      jsonb_build_object('account_id', v_release, 'fund_id', v_to.id, 'project_id', p_project_id, 'credit', p_amount, 'description', 'Released from ' || v_fund.name)));
end;
$$;
revoke all on function public.release_fund_restriction(p_fund_id uuid, p_amount numeric, p_date date, p_description text, p_to_fund_id uuid, p_project_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.release_fund_restriction(p_fund_id uuid, p_amount numeric, p_date date, p_description text, p_to_fund_id uuid, p_project_id uuid) to authenticated, service_role;
