-- The second step of a preview or a commit (private.import_run): every staged row that cannot be
-- taken, with its reason in a plain sentence, into pg_temp.import_problems (severity error: the
-- commit writes nothing while there is one), and what the person should know but does not stop the
-- import (severity warning). Reads the tables private.import_prepare made; set-based, one statement
-- per rule. The sentences name the row as the person knows it: the account's number and name, the
-- file's line number, the entry's key, the document's number.
create or replace function private.import_check(p_batch public.import_batches)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid := p_batch.organization_id;
  v_date date := p_batch.conversion_date;
  v_today date := private.today_for_organization(p_batch.organization_id);
  v_locked date;
  v_general uuid;
  v_has_tb boolean;
  v_has_docs boolean;
  v_count bigint;
  v_debit numeric;
  v_credit numeric;
  v_ar uuid;
  v_ap uuid;
  v_tb_ar numeric;
  v_tb_ap numeric;
  v_invoices numeric;
  v_bills numeric;
begin
  select s.locked_through, s.default_fund_id into v_locked, v_general from public.organization_settings s where s.organization_id = v_org;
  select a.id into v_ar from public.accounts a where a.organization_id = v_org and a.system_key = 'accounts_receivable';
  select a.id into v_ap from public.accounts a where a.organization_id = v_org and a.system_key = 'accounts_payable';
  v_has_tb := exists (select 1 from pg_temp.import_tb);
  v_has_docs := exists (select 1 from pg_temp.import_documents);

  -- The batch as a whole.
  if not exists (select 1 from public.import_rows r where r.batch_id = p_batch.id) then
    insert into pg_temp.import_problems values ('error', null, null, null, 'nothing_staged', 'Nothing is staged in this import yet: send the files'' rows first.');
  end if;
  if v_date is null then
    insert into pg_temp.import_problems values ('error', null, null, null, 'conversion_date',
      'Choose the conversion date: the opening balances are posted on it and the history starts the day after.');
  elsif v_has_tb and v_locked is not null and v_date <= v_locked then
    insert into pg_temp.import_problems values ('error', null, null, null, 'locked_period',
      format('The conversion date %s is on or before the period lock (%s): the opening balances cannot be posted there. An owner can move the lock back first.', v_date, v_locked));
  end if;
  if v_general is null then
    insert into pg_temp.import_problems values ('error', null, null, null, 'no_general_fund', 'The organization has no general fund to post to: choose one in Settings.');
  end if;
  if v_has_tb and v_date is not null then
    select count(*) into v_count from public.journal_entries e
    where e.organization_id = v_org and e.status = 'posted' and e.entry_date <= v_date;
    if v_count > 0 then
      insert into pg_temp.import_problems values ('error', null, null, null, 'books_not_empty',
        format('The books already hold %s posted %s on or before the conversion date %s: the opening balances would be added to them. Import the opening balances into books that start after the conversion date.',
               v_count, case when v_count = 1 then 'entry' else 'entries' end, v_date));
    end if;
  end if;

  -- Source accounts.
  insert into pg_temp.import_problems
  select 'error', 'accounts', a.row_number, null, x.code, x.message
  from pg_temp.import_accounts a
  cross join lateral (
    select case
      when a.source_key is null then 'missing_key'
      when length(a.source_key) > 200 then 'invalid_key'
      when a.copies > 1 then 'duplicate_key'
      when a.category is null or a.category not in ('Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses') then 'invalid_category'
      when a.action is null then 'unmapped_account'
      when a.action = 'existing' and a.target_found is null then 'mapping_target_missing'
      when a.action = 'existing' and a.target_placeholder then 'mapped_to_placeholder'
      when a.action = 'create' and (a.new_code is null or a.new_code !~ '^[0-9A-Za-z.-]{1,20}$') then 'invalid_code'
      when a.action = 'create' and a.new_category not in ('Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses') then 'invalid_category'
      when a.action = 'create' and exists (select 1 from public.accounts c where c.organization_id = v_org and c.code = a.new_code) then 'code_taken'
      when a.action = 'create' and exists (select 1 from pg_temp.import_accounts o where o.action = 'create' and o.new_code = a.new_code and o.row_number < a.row_number) then 'code_repeated'
      when a.action = 'ignore' then 'unmapped_account'
    end as code,
    'Account ' || concat_ws(' ', a.number, coalesce(a.name, a.source_key, format('on row %s', a.row_number))) as label
  ) k
  cross join lateral (
    select k.code, k.label || case k.code
      when 'missing_key' then ' has no source_key: each account needs the key its lines name it by.'
      when 'invalid_key' then ' has a source_key longer than 200 characters.'
      when 'duplicate_key' then format(' appears %s times under the key "%s": each account once.', a.copies, a.source_key)
      when 'invalid_category' then format(' has the category "%s": Assets, Liabilities, Net Assets, Revenue or Expenses.', coalesce(a.new_category, a.category, ''))
      when 'unmapped_account' then ' is not mapped yet: map it to an account of the chart or create it.'
      when 'mapping_target_missing' then ' is mapped to an account that is no longer in the chart: map it again.'
      when 'mapped_to_placeholder' then format(' is mapped to %s %s, a placeholder (parent) account that takes no postings: choose one of its sub-accounts.', a.target_code, a.target_name)
      when 'invalid_code' then format(' would be created with the code "%s": use letters, digits, dots and dashes, at most 20.', coalesce(a.new_code, ''))
      when 'code_taken' then format(' would be created with the code %s, which the chart already uses: choose another code or map it to that account.', a.new_code)
      when 'code_repeated' then format(' would be created with the code %s, which another new account of this import already has.', a.new_code)
    end as message
  ) x
  where k.code is not null;

  insert into pg_temp.import_problems
  select 'warning', 'accounts', a.row_number, null, 'category_differs',
         format('Account %s (%s) is mapped to %s %s, which is in %s: its balances will read as %s.',
                concat_ws(' ', a.number, coalesce(a.name, a.source_key)), a.category, a.target_code, a.target_name, a.target_category, a.target_category)
  from pg_temp.import_accounts a
  where a.action = 'existing' and a.target_found is not null and a.category is distinct from a.target_category and a.copies = 1
    and a.category in ('Assets', 'Liabilities', 'Net Assets', 'Revenue', 'Expenses');

  -- Dimensions.
  insert into pg_temp.import_problems
  select 'error', 'dimensions', d.row_number, null, k.code, k.label || case k.code
      when 'missing_key' then ' has no source_key: each dimension needs the key its lines name it by.'
      when 'duplicate_key' then format(' appears %s times under the key "%s".', d.copies, d.source_key)
      when 'invalid_kind' then format(' has the kind "%s": class, location, tracking or fund.', coalesce(d.kind, ''))
      when 'unmapped_dimension' then ' is not mapped yet: map it to a fund or a project, create one, or leave it out.'
      when 'mapping_target_missing' then format(' is mapped to a %s that no longer exists: map it again.', d.target_type)
      when 'fund_name_taken' then format(' would become a new fund named "%s", but a fund has that name: map it to that fund.', d.new_name)
      when 'fund_name_repeated' then format(' would become a new fund named "%s", as another dimension of this import would.', d.new_name)
    end
  from pg_temp.import_dimensions d
  cross join lateral (
    select case
      when d.source_key is null then 'missing_key'
      when d.copies > 1 then 'duplicate_key'
      when d.kind is null or d.kind not in ('class', 'location', 'tracking', 'fund') then 'invalid_kind'
      when d.action is null then 'unmapped_dimension'
      when d.action = 'existing' and d.target_type = 'fund' and d.fund_found is null then 'mapping_target_missing'
      when d.action = 'existing' and d.target_type = 'project' and d.project_found is null then 'mapping_target_missing'
      when d.action = 'create' and d.target_type = 'fund' and exists (
        select 1 from public.funds f where f.organization_id = v_org and f.name = d.new_name) then 'fund_name_taken'
      when d.action = 'create' and d.target_type = 'fund' and exists (
        select 1 from pg_temp.import_dimensions o where o.action = 'create' and o.target_type = 'fund' and o.new_name = d.new_name and o.row_number < d.row_number) then 'fund_name_repeated'
    end as code,
    initcap(coalesce(d.kind, 'dimension')) || ' ' || coalesce('"' || coalesce(d.name, d.source_key) || '"', format('on row %s', d.row_number)) as label
  ) k
  where k.code is not null;

  -- Contacts.
  insert into pg_temp.import_problems
  select 'error', 'contacts', c.row_number, null, k.code, k.label || case k.code
      when 'missing_key' then ' has no source_key: each contact needs the key its documents name it by.'
      when 'duplicate_key' then format(' appears %s times under the key "%s".', c.copies, c.source_key)
      when 'missing_name' then ' has no name.'
      when 'unmapped_contact' then ' is not mapped yet: map it to a donor, customer or vendor, create one, or leave it out.'
      when 'mapping_target_missing' then format(' is mapped to a %s that no longer exists: map it again.', c.target_type)
    end
  from pg_temp.import_contacts c
  cross join lateral (
    select case
      when c.source_key is null then 'missing_key'
      when c.copies > 1 then 'duplicate_key'
      when c.name is null and c.action is distinct from 'existing' then 'missing_name'
      when c.action is null then 'unmapped_contact'
      when c.action = 'existing' and c.target_found is null then 'mapping_target_missing'
    end as code,
    'Contact ' || coalesce('"' || coalesce(c.name, c.source_key) || '"', format('on row %s', c.row_number)) as label
  ) k
  where k.code is not null;

  -- The trial balance.
  insert into pg_temp.import_problems
  select 'error', 'trial_balance', t.row_number, t.source_line, k.code, format('Trial balance line %s', coalesce(t.source_line, t.row_number)) || case k.code
      when 'invalid_date' then format(': "%s" is not a date (yyyy-mm-dd).', coalesce(t.as_of_text, ''))
      when 'wrong_as_of' then format(' is as of %s, not the conversion date %s: export the trial balance as of the conversion date.', t.as_of, v_date)
      when 'missing_account' then ' names no account.'
      when 'unknown_account' then format(': the account "%s" is not among the file''s accounts.', t.account_key)
      when 'unknown_dimension' then format(': the class "%s" is not among the file''s dimensions.', t.dimension_key)
      when 'invalid_amount' then format(': "%s" / "%s" is not an amount (digits with at most two decimals).', coalesce(t.debit_text, ''), coalesce(t.credit_text, ''))
    end
  from pg_temp.import_tb t
  cross join lateral (
    select case
      when t.as_of is null then 'invalid_date'
      when v_date is not null and t.as_of <> v_date then 'wrong_as_of'
      when t.account_key is null then 'missing_account'
      when not t.account_known then 'unknown_account'
      when t.dimension_key is not null and not t.dimension_known then 'unknown_dimension'
      when t.amount is null then 'invalid_amount'
    end as code
  ) k
  where k.code is not null;

  select coalesce(sum(greatest(t.amount, 0)), 0), coalesce(sum(greatest(-t.amount, 0)), 0) into v_debit, v_credit from pg_temp.import_tb t;
  if v_debit <> v_credit then
    insert into pg_temp.import_problems values ('error', 'trial_balance', null, null, 'trial_balance_unbalanced',
      format('The trial balance does not balance: debits %s and credits %s differ by %s. Export it again from the source; nothing is posted from a trial balance that does not balance.',
             private.import_money(v_debit), private.import_money(v_credit), private.import_money(abs(v_debit - v_credit))));
  end if;

  -- Restricted net assets belong to a fund with donor restrictions: the statements read the net
  -- asset class of a line from its fund.
  insert into pg_temp.import_problems
  select 'warning', 'trial_balance', min(t.row_number), min(t.source_line), 'restricted_net_assets_unrestricted_fund',
         format('%s %s holds %s in %s, a fund without donor restrictions: the statements will show it as net assets without donor restrictions. Give those lines a class mapped to a restricted fund.',
                a.code, a.name, private.import_balance_words(sum(t.amount)), f.name)
  from pg_temp.import_tb t
  join public.accounts a on a.id = t.account_id and a.system_key = 'net_assets_with'
  join public.funds f on f.id = t.fund_id and f.restriction = 'without_donor_restrictions'
  where t.amount <> 0
  group by a.code, a.name, f.name;

  -- The history: lines, then entries.
  insert into pg_temp.import_problems
  select 'error', 'journal', j.row_number, j.source_line, k.code, format('Journal line %s', coalesce(j.source_line, j.row_number)) || case k.code
      when 'missing_entry' then ' names no entry_key: each line belongs to an entry.'
      when 'invalid_date' then format(': "%s" is not a date (yyyy-mm-dd).', coalesce(j.date_text, ''))
      when 'missing_account' then ' names no account.'
      when 'unknown_account' then format(': the account "%s" is not among the file''s accounts.', j.account_key)
      when 'unknown_dimension' then format(': the class "%s" is not among the file''s dimensions.', j.dimension_key)
      when 'invalid_amount' then format(': "%s" / "%s" is not an amount (digits with at most two decimals).', coalesce(j.debit_text, ''), coalesce(j.credit_text, ''))
    end
  from pg_temp.import_journal j
  cross join lateral (
    select case
      when j.entry_key is null then 'missing_entry'
      when j.entry_date is null then 'invalid_date'
      when j.account_key is null then 'missing_account'
      when not j.account_known then 'unknown_account'
      when j.dimension_key is not null and not j.dimension_known then 'unknown_dimension'
      when j.amount is null then 'invalid_amount'
    end as code
  ) k
  where k.code is not null;

  insert into pg_temp.import_problems
  select 'error', 'journal', e.first_row, e.first_line, k.code, format('Entry %s', e.entry_key) || case k.code
      when 'entry_dates_differ' then ' has lines on different dates: an entry is posted on one date.'
      when 'outside_history' then case
        when v_date is null then format(' (%s) cannot be placed before the conversion date is chosen.', e.entry_date)
        when e.entry_date <= v_date then format(' is dated %s, on or before the conversion date %s: the trial balance already holds it. The history starts the day after.', e.entry_date, v_date)
        else format(' is dated %s, after today (%s): the history runs from the day after the conversion date to today.', e.entry_date, v_today) end
      when 'locked_period' then format(' is dated %s, on or before the period lock (%s): nothing can be posted there.', e.entry_date, v_locked)
      when 'entry_unbalanced' then format(' (%s) does not balance: debits %s and credits %s differ by %s.',
                                           e.entry_date, private.import_money(e.debit), private.import_money(e.credit), private.import_money(abs(e.balance)))
      when 'entry_too_long' then format(' has %s lines: an entry holds at most 30,000.', e.lines)
    end
  from pg_temp.import_entries e
  cross join lateral (
    select case
      when e.undated > 0 or e.bad_amounts > 0 then null  -- its lines are reported one by one
      when e.lines = 0 then null  -- nothing to post (a voided transaction): a warning below
      when e.dates > 1 then 'entry_dates_differ'
      when v_date is null or e.entry_date <= v_date or e.entry_date > v_today then 'outside_history'
      when v_locked is not null and e.entry_date <= v_locked then 'locked_period'
      when e.balance <> 0 then 'entry_unbalanced'
      when e.lines > 30000 then 'entry_too_long'
    end as code
  ) k
  where k.code is not null;

  -- An entry of amounts of zero only (a voided check, say) posts nothing.
  insert into pg_temp.import_problems
  select 'warning', 'journal', e.first_row, e.first_line, 'entry_empty',
         format('Entry %s (%s) has no amounts: nothing is posted for it.', e.entry_key, coalesce(e.entry_date::text, 'no date'))
  from pg_temp.import_entries e
  where e.lines = 0 and e.undated = 0 and e.bad_amounts = 0;

  -- History on Accounts Receivable or Payable moves the ledger without the documents knowing.
  insert into pg_temp.import_problems
  select 'warning', 'journal', e.first_row, e.first_line, 'history_on_receivables',
         format('Entry %s (%s) posts to %s after the conversion date: the open documents brought in will not know about it, so the aging and the ledger will differ by it. Record such payments on the documents instead, or expect the difference.',
                e.entry_key, e.entry_date, min(a.code || ' ' || a.name))
  from pg_temp.import_entries e
  join pg_temp.import_journal j on j.entry_key = e.entry_key
  join public.accounts a on a.id = j.account_id and a.system_key in ('accounts_receivable', 'accounts_payable')
  where v_has_docs and j.amount <> 0
  group by e.entry_key, e.entry_date, e.first_row, e.first_line;

  -- Open documents.
  insert into pg_temp.import_problems
  select 'error', 'open_documents', d.row_number, d.source_line, k.code, k.label || case k.code
      when 'invalid_kind' then format(' has the kind "%s": invoice or bill.', coalesce(d.kind, ''))
      when 'missing_contact' then ' names no contact.'
      when 'unknown_contact' then format(' is for "%s", who is not among the file''s contacts.', d.contact_key)
      when 'contact_left_out' then format(' is for %s, whom the mapping leaves out: bring the contact in.', d.party_name)
      when 'wrong_party' then format(' is for %s, mapped to a %s: %s needs a %s.', d.party_name, d.party_type,
                                     case d.kind when 'invoice' then 'an invoice' else 'a bill' end, case d.kind when 'invoice' then 'customer' else 'vendor' end)
      when 'invalid_date' then format(': "%s" is not a date (yyyy-mm-dd).', coalesce(d.date_text, ''))
      when 'invalid_due_date' then format(': the due date "%s" is not a date (yyyy-mm-dd).', d.due_text)
      when 'due_before_date' then format(' is due %s, before its date %s.', d.due_date, d.doc_date)
      when 'after_conversion' then format(' is dated %s, after the conversion date %s: the open documents are the ones open on that date.', d.doc_date, v_date)
      when 'locked_period' then format(' is dated %s, on or before the period lock (%s): nothing can be posted there.', d.doc_date, v_locked)
      when 'invalid_amount' then format(': "%s" / "%s" is not an amount (digits with at most two decimals).', coalesce(d.amount_text, ''), coalesce(d.open_text, ''))
      when 'nothing_open' then ' has nothing open: only documents with an open balance are brought in.'
      when 'open_above_amount' then format(': the open balance %s is more than the amount %s.', private.import_money(d.open_balance), private.import_money(d.amount))
      when 'number_repeated' then ' appears more than once in the file.'
      when 'number_taken' then ' has a number the books already use.'
    end
  from pg_temp.import_documents d
  cross join lateral (
    select case
      when d.kind is null or d.kind not in ('invoice', 'bill') then 'invalid_kind'
      when d.contact_key is null then 'missing_contact'
      when not d.contact_known then 'unknown_contact'
      when d.contact_action = 'ignore' then 'contact_left_out'
      when d.party_id is null then null  -- the contact's own problem says why
      when d.party_type is distinct from case d.kind when 'invoice' then 'customer' else 'vendor' end then 'wrong_party'
      when d.doc_date is null then 'invalid_date'
      when d.due_text is not null and d.due_date is null then 'invalid_due_date'
      when d.due_date < d.doc_date then 'due_before_date'
      when v_date is not null and d.doc_date > v_date then 'after_conversion'
      when v_locked is not null and d.doc_date <= v_locked then 'locked_period'
      when d.amount is null or d.open_balance is null then 'invalid_amount'
      when d.open_balance <= 0 then 'nothing_open'
      when d.amount > 0 and d.open_balance > d.amount then 'open_above_amount'
      when d.number is not null and d.number_copies > 1 then 'number_repeated'
      when d.number is not null and d.kind = 'invoice' and exists (
        select 1 from public.invoices i where i.organization_id = v_org and i.invoice_number = d.number) then 'number_taken'
      when d.number is not null and d.kind = 'bill' and exists (
        select 1 from public.bills b where b.organization_id = v_org and b.bill_number = d.number) then 'number_taken'
    end as code,
    case when d.kind = 'bill' then 'Open bill' else 'Open invoice' end
      || coalesce(' ' || d.number, format(' on line %s', coalesce(d.source_line, d.row_number))) as label
  ) k
  where k.code is not null;

  -- The documents replace the receivable and payable of the trial balance (docs/import.md): their
  -- totals must be the trial balance's.
  if v_has_docs then
    select coalesce(sum(d.open_balance) filter (where d.kind = 'invoice'), 0), coalesce(sum(d.open_balance) filter (where d.kind = 'bill'), 0)
      into v_invoices, v_bills
    from pg_temp.import_documents d where d.open_balance > 0;
    select coalesce(sum(t.amount) filter (where t.account_id = v_ar), 0), coalesce(-sum(t.amount) filter (where t.account_id = v_ap), 0)
      into v_tb_ar, v_tb_ap
    from pg_temp.import_tb t;
    if v_invoices > 0 and v_ar is null then
      insert into pg_temp.import_problems values ('error', 'open_documents', null, null, 'no_receivable_account',
        'The chart has no Accounts Receivable account for the open invoices.');
    elsif v_invoices <> v_tb_ar then
      insert into pg_temp.import_problems values ('error', 'open_documents', null, null, 'aging_differs',
        format('The open invoices total %s, but Accounts Receivable is %s in the trial balance: the aging and the trial balance must agree at the conversion date (map the source''s receivable account to Accounts Receivable, and export both as of the same date).',
               private.import_money(v_invoices), private.import_balance_words(v_tb_ar)));
    end if;
    if v_bills > 0 and v_ap is null then
      insert into pg_temp.import_problems values ('error', 'open_documents', null, null, 'no_payable_account',
        'The chart has no Accounts Payable account for the open bills.');
    elsif v_bills <> v_tb_ap then
      insert into pg_temp.import_problems values ('error', 'open_documents', null, null, 'aging_differs',
        format('The open bills total %s, but Accounts Payable is %s in the trial balance: the aging and the trial balance must agree at the conversion date (map the source''s payable account to Accounts Payable, and export both as of the same date).',
               private.import_money(v_bills), private.import_balance_words(-v_tb_ap)));
    end if;
  end if;
end;
$$;
revoke all on function private.import_check(p_batch public.import_batches) from public, anon, authenticated, service_role;
