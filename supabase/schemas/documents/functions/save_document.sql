-- Creates or saves an invoice ('invoice') or a bill ('bill') from its editor, for
-- public.save_invoice and public.save_bill: owners, admins and members. p_document is the header,
-- p_lines the lines (replacing the draft's), p_issue issues or approves it once saved. A draft
-- changes freely: its party (a customer or vendor record, or only a name), date (default: the
-- organization's today), due date (default: 30 days after the date), fund, notes and the kind's own
-- fields. An issued document keeps its party, lines, amounts, fund and date; only its due date,
-- notes and the kind's open fields change. A line without an account takes the party's default
-- account where the kind has one; a line without a fund, the document's
-- (private.document_line_fund). What differs by kind is private.document_kind.
create or replace function private.save_document(
  p_kind text,
  p_organization_id uuid,
  p_document_id uuid,
  p_document jsonb,
  p_lines jsonb,
  p_issue boolean
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  k record;
  v_id uuid := p_document_id;
  v_saved jsonb;       -- the document as saved, when editing one
  v_status text := 'draft';
  v_party jsonb;       -- the chosen customer or vendor
  v_name text;
  v_date date;
  v_header jsonb;      -- what this save writes on the document: column -> value
  v_columns text;
  v_values text;
  v_links uuid[];
begin
  select * into k from private.document_kind(p_kind);
  perform private.require_role(p_organization_id, array['owner', 'admin', 'member'], format('Viewers cannot change %s', k.documents));
  if p_lines is not null and jsonb_typeof(p_lines) <> 'array' then
    raise exception 'p_lines must be a JSON array of lines' using errcode = '22023';
  end if;
  if nullif(p_document ->> k.party_id, '') is not null then
    execute format('select to_jsonb(p) from public.%I p where p.id = $1 and p.organization_id = $2', k.parties)
      into v_party using (p_document ->> k.party_id)::uuid, p_organization_id;
    if v_party is null then
      raise exception '% not found', initcap(k.party) using errcode = 'PT404';
    end if;
  end if;
  v_name := coalesce(v_party ->> 'name', nullif(btrim(p_document ->> k.party_name), ''));
  if v_name is null then
    raise exception 'Choose the %', k.party using errcode = '23514';
  end if;

  if v_id is not null then
    execute format('select to_jsonb(d) from public.%I d where d.id = $1 and d.organization_id = $2 for update', k.documents)
      into v_saved using v_id, p_organization_id;
    if v_saved is null then
      raise exception '% not found', initcap(p_kind) using errcode = 'PT404';
    end if;
    v_status := v_saved ->> 'status';
    if v_status = 'void' then
      raise exception 'A void % cannot be changed', p_kind using errcode = '23514';
    end if;
    if v_status <> 'draft' and p_lines is not null then
      raise exception 'Lines of an % % cannot be changed', k.issued, p_kind using errcode = '42501';
    end if;
  end if;

  -- The header, as json: an empty field is null, a date or due date not given keeps the saved one.
  if v_status = 'draft' then
    v_date := coalesce((p_document ->> k.date_column)::date, (v_saved ->> k.date_column)::date, private.today_for_organization(p_organization_id));
  end if;
  v_header := jsonb_build_object(
    'due_date', coalesce((p_document ->> 'due_date')::date, (v_saved ->> 'due_date')::date, v_date + 30),
    'notes', nullif(p_document ->> 'notes', ''));
  if v_status = 'draft' then
    v_header := v_header || jsonb_build_object(
      k.party_id, v_party ->> 'id', k.party_name, v_name, k.date_column, v_date, 'fund_id', nullif(p_document ->> 'fund_id', '')::uuid);
  end if;
  select v_header || coalesce(jsonb_object_agg(c, nullif(p_document ->> c, '')), '{}'::jsonb) into v_header
  from unnest(case when v_status = 'draft' then k.own_columns else k.open_columns end) as c;
  if v_status = 'draft' and k.party_email is not null then
    v_header := v_header || jsonb_build_object(k.party_email, coalesce(v_header ->> k.party_email, v_party ->> 'email'));
  end if;
  if v_id is null then
    v_header := v_header || jsonb_build_object('organization_id', p_organization_id,
      k.number_column, case when k.number_typed then coalesce(nullif(btrim(p_document ->> k.number_column), ''), '') else '' end);
  end if;
  -- Written through jsonb_populate_record, which reads each value as its column's type.
  select string_agg(format('%I', c), ', '), string_agg(format('r.%I', c), ', ') into v_columns, v_values
  from jsonb_object_keys(v_header) as c;
  if v_id is null then
    execute format('insert into public.%1$I (%2$s) select %3$s from jsonb_populate_record(null::public.%1$I, $1) r returning id',
                   k.documents, v_columns, v_values)
      into v_id using v_header;
  else
    execute format('update public.%1$I d set (%2$s) = (select %3$s from jsonb_populate_record(null::public.%1$I, $1) r) where d.id = $2',
                   k.documents, v_columns, v_values)
      using v_header, v_id;
  end if;

  if p_lines is not null and v_status = 'draft' then
    if k.line_link is not null then
      -- A bill made from a purchase order keeps each line's link to its order line: a line given
      -- without purchase_order_item_id takes the link of the line it replaces (same position), so
      -- editing the header or an amount does not unmatch the bill from what was received.
      execute format('select coalesce(array_agg(l.%I order by l.line_number, l.id), ''{}'') from public.%I l where l.%I = $1',
                     k.line_link, k.lines, k.document_id)
        into v_links using v_id;
    end if;
    execute format('delete from public.%I l where l.%I = $1', k.lines, k.document_id) using v_id;
    execute format($q$insert into public.%1$I (organization_id, %2$I, description, quantity, unit_price, account_id, project_id, fund_id, line_number%3$s)
      select $1, $2, coalesce(l ->> 'description', ''), coalesce((l ->> 'quantity')::numeric, 1),
             coalesce((l ->> 'unit_price')::numeric, 0), coalesce(nullif(l ->> 'account_id', '')::uuid, $4),
             nullif(l ->> 'project_id', '')::uuid, nullif(l ->> 'fund_id', '')::uuid, n::smallint%4$s
      from jsonb_array_elements($3) with ordinality as t (l, n)$q$,
      k.lines, k.document_id,
      case when k.line_link is not null then format(', %I', k.line_link) else '' end,
      case when k.line_link is not null then format(', coalesce(nullif(l ->> %L, '''')::uuid, $5[n])', k.line_link) else '' end)
      using p_organization_id, v_id, p_lines, (v_party ->> k.line_account)::uuid, v_links;
  end if;

  if p_issue and v_status = 'draft' then
    perform private.set_document_status(p_kind, v_id, k.issued_state);
  end if;
  return v_id;
end;
$$;
revoke all on function private.save_document(p_kind text, p_organization_id uuid, p_document_id uuid, p_document jsonb, p_lines jsonb, p_issue boolean) from public, anon, authenticated, service_role;
