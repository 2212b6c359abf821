-- The aging report of receivables ('invoice') or payables ('bill') as of p_as_of (default: the
-- organization's today): per customer or vendor (by name when the document has no party record),
-- the open amounts current (not yet due), 1-30, 31-60, 61-90 and over 90 days past due, and every
-- open document. The receivable / payable account's ledger balance as of the date is returned too,
-- and what the documents do not explain (entries keyed straight onto the account, opening
-- balances) is its own figure, counted as current, so the total always equals the ledger.
-- Callers check membership (public.ar_aging, public.ap_aging).
create or replace function private.document_aging(p_organization_id uuid, p_kind text, p_as_of date)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date := coalesce(p_as_of, private.today_for_organization(p_organization_id));
  v_account uuid := private.system_account(p_organization_id, case when p_kind = 'invoice' then 'accounts_receivable' else 'accounts_payable' end);
  v_ledger numeric;
begin
  select coalesce(sum(case when p_kind = 'invoice' then l.debit - l.credit else l.credit - l.debit end), 0) into v_ledger
  from public.journal_entry_lines l
  join public.journal_entries e on e.id = l.journal_entry_id
  where l.organization_id = p_organization_id and l.account_id = v_account and e.status = 'posted' and e.entry_date <= v_as_of;

  return (
    with d as (select * from private.aging_documents(p_organization_id, p_kind, v_as_of)),
    g as (
      select d.party_id, min(d.party_name) as party_name, count(*) as n,
             coalesce(sum(d.open) filter (where d.days <= 0), 0) as b0,
             coalesce(sum(d.open) filter (where d.days between 1 and 30), 0) as b1,
             coalesce(sum(d.open) filter (where d.days between 31 and 60), 0) as b2,
             coalesce(sum(d.open) filter (where d.days between 61 and 90), 0) as b3,
             coalesce(sum(d.open) filter (where d.days > 90), 0) as b4,
             sum(d.open) as total
      from d group by d.party_id, case when d.party_id is null then d.party_name end),
    t as (select coalesce(sum(d.open), 0) as documents,
                 coalesce(sum(d.open) filter (where d.days <= 0), 0) as b0,
                 coalesce(sum(d.open) filter (where d.days between 1 and 30), 0) as b1,
                 coalesce(sum(d.open) filter (where d.days between 31 and 60), 0) as b2,
                 coalesce(sum(d.open) filter (where d.days between 61 and 90), 0) as b3,
                 coalesce(sum(d.open) filter (where d.days > 90), 0) as b4
          from d)
    select json_build_object(
      'as_of', v_as_of,
      'account_id', v_account,
      'ledger_balance', v_ledger::text,
      'documents_total', t.documents::text,
      'other', (v_ledger - t.documents)::text,
      'rows', coalesce((select json_agg(json_build_object(
          'party_id', g.party_id, 'party_name', g.party_name, 'documents', g.n,
          'current', g.b0::text, 'days_1_30', g.b1::text, 'days_31_60', g.b2::text, 'days_61_90', g.b3::text, 'over_90', g.b4::text,
          'total', g.total::text) order by g.party_name, g.party_id) from g), '[]'::json),
      -- The other postings count as current: they have no due date.
      'totals', json_build_object(
          'current', (t.b0 + v_ledger - t.documents)::text, 'days_1_30', t.b1::text, 'days_31_60', t.b2::text,
          'days_61_90', t.b3::text, 'over_90', t.b4::text, 'total', v_ledger::text),
      'documents', coalesce((select json_agg(json_build_object(
          'id', d.document_id, 'number', d.number, 'party_id', d.party_id, 'party_name', d.party_name, 'due_date', d.due_date,
          'open', d.open::text, 'days_past_due', greatest(d.days, 0)) order by d.party_name, d.due_date, d.number) from d), '[]'::json))
    from t);
end;
$$;
revoke all on function private.document_aging(p_organization_id uuid, p_kind text, p_as_of date) from public, anon, authenticated, service_role;
