-- Whether an invoice line may be credited to the account because the invoice is an open invoice an
-- import brought in and the account is its conversion clearing account: the invoice brings the
-- receivable the opening entry left in the clearing account back to Accounts Receivable, with no
-- revenue (docs/import.md, "Open invoices and bills").
create or replace function private.is_import_clearing_line(p_invoice uuid, p_account uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.invoices i join public.accounts a on a.id = p_account and a.organization_id = i.organization_id
    where i.id = p_invoice and i.import_batch_id is not null and a.system_key = 'conversion_clearing')
$$;
revoke all on function private.is_import_clearing_line(p_invoice uuid, p_account uuid) from public, anon, authenticated, service_role;
