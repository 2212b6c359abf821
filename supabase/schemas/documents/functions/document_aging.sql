-- The aging report of receivables ('invoice') or payables ('bill') as of p_as_of (default: the
-- organization's today): per customer or vendor (by name when the document has no party record),
-- the open amounts current (not yet due), 1-30, 31-60, 61-90 and over 90 days past due, and every
-- open document. The receivable / payable account's ledger balance as of the date is returned too,
-- and what the documents do not explain (entries keyed straight onto the account, opening
-- balances) is its own figure, counted as current, so the total always equals the ledger.
-- Callers check membership (public.ar_aging, public.ap_aging). The answer is a public.aging_report.
create or replace function private.document_aging(p_organization_id uuid, p_kind text, p_as_of date)
returns public.aging_report
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_as_of date := coalesce(p_as_of, private.today_for_organization(p_organization_id));
  v_account uuid := private.system_account(p_organization_id, case when p_kind = 'invoice' then 'accounts_receivable' else 'accounts_payable' end);
  v_ledger numeric;
  v_result public.aging_report;
begin
  select coalesce(sum(case when p_kind = 'invoice' then l.debit - l.credit else l.credit - l.debit end), 0) into v_ledger
  from public.journal_entry_lines l
  join public.journal_entries e on e.id = l.journal_entry_id
  where l.organization_id = p_organization_id and l.account_id = v_account and e.status = 'posted' and e.entry_date <= v_as_of;

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
  select v_as_of, v_account, v_ledger::text, t.documents::text, (v_ledger - t.documents)::text,
         array(select row(g.party_id, g.party_name, g.n, g.b0::text, g.b1::text, g.b2::text, g.b3::text, g.b4::text,
                          g.total::text)::public.aging_party
               from g order by g.party_name, g.party_id),
         -- The other postings count as current: they have no due date.
         row((t.b0 + v_ledger - t.documents)::text, t.b1::text, t.b2::text, t.b3::text, t.b4::text,
             v_ledger::text)::public.aging_buckets,
         array(select row(d.document_id, d.number, d.party_id, d.party_name, d.due_date, d.open::text,
                          greatest(d.days, 0))::public.aging_document
               from d order by d.party_name, d.due_date, d.number)
  from t
  into v_result;
  return v_result;
end;
$$;
revoke all on function private.document_aging(p_organization_id uuid, p_kind text, p_as_of date) from public, anon, authenticated, service_role;
