-- Issues or voids an invoice ('invoice') or a bill ('bill'), for public.set_invoice_status and
-- public.set_bill_status and the editors' save: owners, admins and members; p_status is the issued
-- state ('sent' for an invoice, 'approved' for a bill, stored as 'open') or 'void'. The posting
-- trigger (private.post_document) posts or reverses and applies the rules. Issuing an issued
-- document does nothing. Above the settings' approval threshold only owners and admins approve a
-- bill (private.check_bill_approval, a trigger, so no other path skips it).
create or replace function private.set_document_status(p_kind text, p_document_id uuid, p_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  k record;
  v_organization_id uuid;
  v_status text;
  v_has_lines boolean;
begin
  select * into k from private.document_kind(p_kind);
  execute format('select d.organization_id, d.status from public.%I d where d.id = $1', k.documents)
    into v_organization_id, v_status using p_document_id;
  if v_organization_id is null or not public.is_org_member(v_organization_id) then
    raise exception '% not found', initcap(p_kind) using errcode = 'PT404';
  end if;
  perform private.require_role(v_organization_id, array['owner', 'admin', 'member'], format('Viewers cannot change %s', k.documents));
  if p_status is null or p_status not in (k.issued_state, 'void') then
    -- "An invoice is issued (sent) or voided here", "A bill is approved or voided here".
    raise exception '%', format('%s %s is %s%s or voided here; payments are recorded as payments', k.a, p_kind, k.issued,
      case when k.issued <> k.issued_state then format(' (%s)', k.issued_state) end) using errcode = '22023';
  end if;
  if p_status = 'void' then
    execute format('update public.%I d set status = ''void'' where d.id = $1', k.documents) using p_document_id;
    return;
  end if;
  if v_status <> 'draft' then
    return;
  end if;
  execute format('select exists (select 1 from public.%I l where l.%I = $1)', k.lines, k.document_id) into v_has_lines using p_document_id;
  if not v_has_lines then
    raise exception 'Add at least one line before % the %', k.issuing, p_kind using errcode = '23514';
  end if;
  execute format('update public.%I d set status = $1 where d.id = $2', k.documents) using k.issued_status, p_document_id;
end;
$$;
revoke all on function private.set_document_status(p_kind text, p_document_id uuid, p_status text) from public, anon, authenticated, service_role;
