-- The projects area's database side (issue 16): who manages a project and does a task (members of
-- the organization; the free-text names stay for display and old rows), archiving, estimates,
-- milestones, task comments, finish-to-start dependencies with a rule the database enforces,
-- notifications for assignments and overdue tasks, and the paged RPCs the screens read.
--
--   * A project's manager and a task's assignee are organization members: a foreign key to
--     organization_members (organization_id, user_id), set to null when the member leaves.
--   * Dependencies are rows of public.task_dependencies (predecessor -> successor, finish-to-start,
--     any number per task, within one organization, no cycles). project_tasks.depends_on_task_id
--     (one predecessor) is kept for old clients and backfilled into the table; the screens use the table.
--   * The rule: a task cannot start before a task it depends on ends (successor.start_date >=
--     predecessor.due_date when both are set; the same day is allowed). It is checked when a
--     dependency is added and when either task's dates change, with a plain sentence (23514).
--   * Notifications: assigning a task to a member (insert or a change of assignee) notifies that
--     member once, by trigger (not when members assign themselves). Overdue: public.notify_overdue_tasks(org)
--     notifies each assignee of a task past its due date and not done, once per due date (the task
--     remembers the due date it notified about, so moving the date and missing it again is a new
--     event). The projects screens call it when they open (any member may: it only writes
--     notifications), and a scheduler may call it daily with the service key.
--   * Money: a project's spent to date is its expense lines in the ledger (debits minus credits on
--     Expenses accounts of posted entries tagged with the project, up to today); remaining is budget
--     minus spent. The screens never add money up themselves.

-- Projects -----------------------------------------------------------------------------------------
alter table public.projects add column if not exists manager_user_id uuid;
alter table public.projects add column if not exists archived boolean not null default false;
-- The expense function (REP's migration 20261125001100 adds it first; this keeps the tree applying
-- whichever order the files land in).
alter table public.projects add column if not exists function text not null default 'program'
  check (function in ('program', 'management_general', 'fundraising'));
alter table public.projects drop constraint if exists projects_manager_member_fkey;
alter table public.projects add constraint projects_manager_member_fkey
  foreign key (organization_id, manager_user_id) references public.organization_members (organization_id, user_id)
  on delete set null (manager_user_id);
create index if not exists projects_manager_idx on public.projects (manager_user_id) where manager_user_id is not null;

-- Tasks --------------------------------------------------------------------------------------------
alter table public.project_tasks add column if not exists assignee_user_id uuid;
alter table public.project_tasks add column if not exists estimate_hours numeric(7, 2)
  check (estimate_hours is null or (estimate_hours >= 0 and estimate_hours <= 10000));
alter table public.project_tasks add column if not exists is_milestone boolean not null default false;
alter table public.project_tasks add column if not exists overdue_notified_due date;
alter table public.project_tasks drop constraint if exists project_tasks_assignee_member_fkey;
alter table public.project_tasks add constraint project_tasks_assignee_member_fkey
  foreign key (organization_id, assignee_user_id) references public.organization_members (organization_id, user_id)
  on delete set null (assignee_user_id);
alter table public.project_tasks drop constraint if exists project_tasks_milestone_one_day;
alter table public.project_tasks add constraint project_tasks_milestone_one_day
  check (not is_milestone or start_date is null or due_date is null or start_date = due_date);
create index if not exists project_tasks_assignee_idx on public.project_tasks (organization_id, assignee_user_id) where assignee_user_id is not null;
create index if not exists project_tasks_org_due_idx on public.project_tasks (organization_id, due_date) where status <> 'done';

-- Dependencies -------------------------------------------------------------------------------------
create table public.task_dependencies (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  predecessor_id uuid not null,
  successor_id uuid not null,
  created_at timestamptz not null default now(),
  unique (predecessor_id, successor_id),
  check (predecessor_id <> successor_id),
  foreign key (predecessor_id, organization_id) references public.project_tasks (id, organization_id) on delete cascade,
  foreign key (successor_id, organization_id) references public.project_tasks (id, organization_id) on delete cascade
);
create index task_dependencies_org_idx on public.task_dependencies (organization_id);
create index task_dependencies_successor_idx on public.task_dependencies (successor_id);

-- Comments -----------------------------------------------------------------------------------------
create table public.task_comments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  task_id uuid not null,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  body text not null check (length(btrim(body)) between 1 and 4000),
  created_at timestamptz not null default now(),
  foreign key (task_id, organization_id) references public.project_tasks (id, organization_id) on delete cascade
);
create index task_comments_task_idx on public.task_comments (task_id, created_at);
create index task_comments_org_idx on public.task_comments (organization_id);

-- RLS: members read; owners, admins and members write; a comment is written as oneself and only its
-- author edits or deletes it.
alter table public.task_dependencies enable row level security;
create policy members_read on public.task_dependencies for select to authenticated
  using (organization_id in (select public.user_organization_ids()));
create policy editors_insert on public.task_dependencies for insert to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
create policy editors_update on public.task_dependencies for update to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']));
create policy editors_delete on public.task_dependencies for delete to authenticated
  using (public.has_org_role(organization_id, array['owner', 'admin', 'member']));

alter table public.task_comments enable row level security;
create policy members_read on public.task_comments for select to authenticated
  using (organization_id in (select public.user_organization_ids()));
create policy editors_insert on public.task_comments for insert to authenticated
  with check (public.has_org_role(organization_id, array['owner', 'admin', 'member']) and author_id = (select auth.uid()));
create policy authors_update on public.task_comments for update to authenticated
  using (author_id = (select auth.uid()) and public.has_org_role(organization_id, array['owner', 'admin', 'member']))
  with check (author_id = (select auth.uid()));
create policy authors_delete on public.task_comments for delete to authenticated
  using (author_id = (select auth.uid()) and public.has_org_role(organization_id, array['owner', 'admin', 'member']));

grant select, insert, update, delete on public.task_dependencies, public.task_comments to authenticated;
grant all on public.task_dependencies, public.task_comments to service_role;

create trigger audit_insert after insert on public.task_dependencies referencing new table as new_rows for each statement execute function private.audit_statement();
create trigger audit_update after update on public.task_dependencies referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();
create trigger audit_delete after delete on public.task_dependencies referencing old table as old_rows for each statement execute function private.audit_statement();
create trigger audit_insert after insert on public.task_comments referencing new table as new_rows for each statement execute function private.audit_statement();
create trigger audit_update after update on public.task_comments referencing old table as old_rows new table as new_rows for each statement execute function private.audit_statement();
create trigger audit_delete after delete on public.task_comments referencing old table as old_rows for each statement execute function private.audit_statement();

-- The dependency rule --------------------------------------------------------------------------------
-- Refuses the dependency predecessor -> successor when the successor starts before the predecessor ends.
create or replace function private.check_task_dependency(p_predecessor_id uuid, p_successor_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pred record;
  v_succ record;
begin
  select id, name, due_date into v_pred from public.project_tasks where id = p_predecessor_id;
  select id, name, start_date into v_succ from public.project_tasks where id = p_successor_id;
  if v_pred.due_date is not null and v_succ.start_date is not null and v_succ.start_date < v_pred.due_date then
    raise exception 'A task cannot start before the task it depends on ends: "%" ends on %, so "%" can start on % at the earliest.',
      v_pred.name, to_char(v_pred.due_date, 'FMMonth FMDD, YYYY'), v_succ.name, to_char(v_pred.due_date, 'FMMonth FMDD, YYYY')
      using errcode = '23514';
  end if;
end;
$$;

create or replace function private.task_dependencies_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A cycle would make every task in it wait for itself.
  if exists (
    with recursive downstream(task_id) as (
      select d.successor_id from public.task_dependencies d where d.predecessor_id = new.successor_id
      union
      select d.successor_id from public.task_dependencies d join downstream s on d.predecessor_id = s.task_id
    )
    select 1 from downstream where task_id = new.predecessor_id
  ) then
    raise exception 'These tasks already depend on each other the other way round; a task cannot wait for itself.'
      using errcode = '23514';
  end if;
  perform private.check_task_dependency(new.predecessor_id, new.successor_id);
  return new;
end;
$$;
create trigger task_dependencies_check before insert or update on public.task_dependencies
  for each row execute function private.task_dependencies_check();

-- A task's new dates must still respect every dependency it takes part in.
create or replace function private.project_tasks_dates_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  d record;
begin
  for d in select predecessor_id, successor_id from public.task_dependencies
           where successor_id = new.id or predecessor_id = new.id loop
    perform private.check_task_dependency(d.predecessor_id, d.successor_id);
  end loop;
  return null;
end;
$$;
create constraint trigger project_tasks_dates_check after update of start_date, due_date on public.project_tasks
  for each row when (old.start_date is distinct from new.start_date or old.due_date is distinct from new.due_date)
  execute function private.project_tasks_dates_check();

-- Old single-predecessor links become dependency rows (the rule is not applied to history).
alter table public.task_dependencies disable trigger task_dependencies_check;
insert into public.task_dependencies (organization_id, predecessor_id, successor_id)
select t.organization_id, t.depends_on_task_id, t.id from public.project_tasks t
where t.depends_on_task_id is not null
on conflict do nothing;
alter table public.task_dependencies enable trigger task_dependencies_check;

-- Notifications --------------------------------------------------------------------------------------
create or replace function private.project_tasks_notify_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_project text;
begin
  if new.assignee_user_id is null
     or (tg_op = 'UPDATE' and new.assignee_user_id is not distinct from old.assignee_user_id)
     or new.assignee_user_id = (select auth.uid()) then
    return null;
  end if;
  select name into v_project from public.projects where id = new.project_id;
  insert into public.notifications (organization_id, user_id, title, message, link)
  values (new.organization_id, new.assignee_user_id, left('Task assigned to you: ' || new.name, 200),
          'Project ' || coalesce(v_project, '') || case when new.due_date is not null then ', due ' || to_char(new.due_date, 'FMMonth FMDD, YYYY') else '' end || '.',
          '/app/projects/tasks?open=' || new.id);
  return null;
end;
$$;
create trigger project_tasks_notify_assignee after insert or update of assignee_user_id on public.project_tasks
  for each row execute function private.project_tasks_notify_assignee();

-- The organization's today (its time zone), as the dashboard uses.
create or replace function private.organization_today(p_organization_id uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (now() at time zone coalesce((select s.time_zone from public.organization_settings s where s.organization_id = p_organization_id), 'UTC'))::date
$$;

create or replace function public.notify_overdue_tasks(p_organization_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date;
  v_count integer;
begin
  perform private.require_member(p_organization_id);
  v_today := private.organization_today(p_organization_id);
  with due as (
    update public.project_tasks t set overdue_notified_due = t.due_date
    where t.organization_id = p_organization_id and t.status <> 'done' and t.assignee_user_id is not null
      and t.due_date < v_today and t.overdue_notified_due is distinct from t.due_date
    returning t.id, t.name, t.due_date, t.assignee_user_id, t.project_id
  ), sent as (
    insert into public.notifications (organization_id, user_id, title, message, link)
    select p_organization_id, d.assignee_user_id, left('Task overdue: ' || d.name, 200),
           'It was due on ' || to_char(d.due_date, 'FMMonth FMDD, YYYY') || ' (' || coalesce(p.name, 'project') || ').',
           '/app/projects/tasks?open=' || d.id
    from due d left join public.projects p on p.id = d.project_id
    returning 1
  )
  select count(*) into v_count from sent;
  return v_count;
end;
$$;

-- Summaries --------------------------------------------------------------------------------------------
-- One row per project of the organization with its money and task figures (internal: the public
-- RPCs below check membership, filter and page).
create or replace function private.project_summaries(p_organization_id uuid)
returns table (
  id uuid, name text, code text, description text, status text, start_date date, end_date date,
  budget numeric, spent numeric, remaining numeric, manager_user_id uuid, manager_name text,
  fund_id uuid, fund_name text, function text, archived boolean,
  task_count integer, done_count integer, overdue_count integer, progress integer, updated_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  with spent as (
    select d.project_id, sum(d.debit - d.credit) as spent
    from private.ledger_daily_totals d
    join public.accounts a on a.id = d.account_id
    where d.organization_id = p_organization_id and d.project_id is not null and a.category = 'Expenses'
      and d.entry_date <= private.organization_today(p_organization_id)
    group by d.project_id
  ), tasks as (
    select t.project_id, count(*)::int as task_count,
           (count(*) filter (where t.status = 'done'))::int as done_count,
           (count(*) filter (where t.status <> 'done' and t.due_date < private.organization_today(p_organization_id)))::int as overdue_count,
           round(avg(case when t.status = 'done' then 100 else t.progress end))::int as progress
    from public.project_tasks t where t.organization_id = p_organization_id
    group by t.project_id
  )
  select p.id, p.name, p.code, p.description, p.status, p.start_date, p.end_date,
         p.budget, coalesce(s.spent, 0), case when p.budget is null then null else p.budget - coalesce(s.spent, 0) end,
         p.manager_user_id, coalesce(nullif(btrim(pr.full_name), ''), p.manager_name), p.fund_id, f.name, p.function, p.archived,
         coalesce(t.task_count, 0), coalesce(t.done_count, 0), coalesce(t.overdue_count, 0), coalesce(t.progress, 0), p.updated_at
  from public.projects p
  left join spent s on s.project_id = p.id
  left join tasks t on t.project_id = p.id
  left join public.funds f on f.id = p.fund_id
  left join public.profiles pr on pr.id = p.manager_user_id
  where p.organization_id = p_organization_id
$$;

-- A summary row as JSON with its money as exact decimal strings (the API would send numbers).
create or replace function private.project_summary_money(p_row jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select p_row || jsonb_build_object(
    'budget', (p_row ->> 'budget'), 'spent', (p_row ->> 'spent'), 'remaining', (p_row ->> 'remaining'))
$$;

-- One page of the organization's projects with their figures, filtered and sorted by the database.
-- p_archived: false (default) the working projects, true the archived ones, null both.
create or replace function public.search_projects(
  p_organization_id uuid,
  p_status text default null,
  p_search text default null,
  p_manager_user_id uuid default null,
  p_fund_id uuid default null,
  p_function text default null,
  p_archived boolean default false,
  p_sort text default 'name',
  p_direction text default 'asc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_desc boolean := lower(coalesce(p_direction, 'asc')) = 'desc';
  v_sort text := lower(coalesce(p_sort, 'name'));
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_result json;
begin
  perform private.require_member(p_organization_id);
  if v_sort not in ('name', 'status', 'start_date', 'end_date', 'budget', 'spent', 'remaining', 'progress', 'manager') then
    raise exception 'Cannot sort projects by %', p_sort using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('planned', 'active', 'on_hold', 'completed', 'cancelled') then
    raise exception 'Unknown project status: %', p_status using errcode = '22023';
  end if;
  with filtered as (
    select s.* from private.project_summaries(p_organization_id) s
    where (p_status is null or s.status = p_status)
      and (p_archived is null or s.archived = p_archived)
      and (p_manager_user_id is null or s.manager_user_id = p_manager_user_id)
      and (p_fund_id is null or s.fund_id = p_fund_id)
      and (p_function is null or s.function = p_function)
      and (v_pattern is null or s.name ilike v_pattern or s.code ilike v_pattern or s.description ilike v_pattern or s.manager_name ilike v_pattern)
  ), ordered as (
    select f.*, row_number() over (order by
      case when not v_desc then case v_sort when 'name' then lower(f.name) when 'status' then f.status when 'manager' then lower(f.manager_name) end end asc nulls last,
      case when v_desc then case v_sort when 'name' then lower(f.name) when 'status' then f.status when 'manager' then lower(f.manager_name) end end desc nulls last,
      case when not v_desc then case v_sort when 'start_date' then f.start_date when 'end_date' then f.end_date end end asc nulls last,
      case when v_desc then case v_sort when 'start_date' then f.start_date when 'end_date' then f.end_date end end desc nulls last,
      case when not v_desc then case v_sort when 'budget' then f.budget when 'spent' then f.spent when 'remaining' then f.remaining when 'progress' then f.progress end end asc nulls last,
      case when v_desc then case v_sort when 'budget' then f.budget when 'spent' then f.spent when 'remaining' then f.remaining when 'progress' then f.progress end end desc nulls last,
      lower(f.name), f.id) as n
    from filtered f
  )
  select json_build_object(
    'total', (select count(*) from filtered),
    'totals', json_build_object(
      'budget', coalesce((select sum(budget) from filtered), 0)::text,
      'spent', coalesce((select sum(spent) from filtered), 0)::text),
    'limit', v_limit, 'offset', v_offset,
    'rows', coalesce((select json_agg(private.project_summary_money(to_jsonb(o) - 'n') order by o.n) from ordered o where o.n > v_offset and o.n <= v_offset + v_limit), '[]'::json))
  into v_result;
  return v_result;
end;
$$;

-- One project's summary with its team, or null when the organization has no such project (the
-- screen then shows "Project not found").
create or replace function public.get_project_summary(p_organization_id uuid, p_project_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_today date;
begin
  perform private.require_member(p_organization_id);
  select * into v_row from private.project_summaries(p_organization_id) s where s.id = p_project_id;
  if not found then
    return null;
  end if;
  v_today := private.organization_today(p_organization_id);
  return (private.project_summary_money(to_jsonb(v_row)) || jsonb_build_object(
    'team', coalesce((
      select jsonb_agg(jsonb_build_object('user_id', x.user_id, 'name', x.name, 'role', x.role, 'is_manager', x.is_manager,
                                          'open_tasks', x.open_tasks, 'overdue_tasks', x.overdue_tasks) order by x.is_manager desc, lower(x.name))
      from (
        select m.user_id, coalesce(nullif(btrim(pr.full_name), ''), pr.email, 'Member') as name, m.role,
               (m.user_id = v_row.manager_user_id) as is_manager,
               count(t.id) filter (where t.status <> 'done')::int as open_tasks,
               count(t.id) filter (where t.status <> 'done' and t.due_date < v_today)::int as overdue_tasks
        from public.organization_members m
        left join public.profiles pr on pr.id = m.user_id
        left join public.project_tasks t on t.project_id = p_project_id and t.assignee_user_id = m.user_id
        where m.organization_id = p_organization_id
          and (m.user_id = v_row.manager_user_id or t.id is not null)
        group by m.user_id, pr.full_name, pr.email, m.role
      ) x), '[]'::jsonb)))::json;
end;
$$;

-- One page of the posted ledger lines tagged with a project (newest first), with the project's
-- expense total (= its spent to date when p_to is today) from the same lines.
create or replace function public.project_ledger_lines(
  p_organization_id uuid,
  p_project_id uuid,
  p_limit integer default 25,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 25), 1), 500);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_today date;
  v_result json;
begin
  perform private.require_member(p_organization_id);
  v_today := private.organization_today(p_organization_id);
  with lines as (
    select l.id, l.journal_entry_id, e.entry_date, coalesce(nullif(l.description, ''), e.description) as description,
           e.reference, e.source_type, a.code as account_code, a.name as account_name, a.category,
           f.name as fund_name, l.debit, l.credit, e.created_at, l.line_number
    from public.journal_entry_lines l
    join public.journal_entries e on e.id = l.journal_entry_id
    join public.accounts a on a.id = l.account_id
    left join public.funds f on f.id = l.fund_id
    where l.organization_id = p_organization_id and l.project_id = p_project_id
      and e.status = 'posted' and e.entry_date <= v_today
  )
  select json_build_object(
    'total', (select count(*) from lines),
    'expenses', coalesce((select sum(debit - credit) from lines where category = 'Expenses'), 0)::text,
    'limit', v_limit, 'offset', v_offset,
    'rows', coalesce((
      select json_agg(json_build_object(
               'id', x.id, 'journal_entry_id', x.journal_entry_id, 'entry_date', x.entry_date, 'description', x.description,
               'reference', x.reference, 'source_type', x.source_type, 'account_code', x.account_code,
               'account_name', x.account_name, 'category', x.category, 'fund_name', x.fund_name,
               'debit', x.debit::text, 'credit', x.credit::text)
             order by x.entry_date desc, x.created_at desc, x.journal_entry_id, x.line_number)
      from (select * from lines order by entry_date desc, created_at desc, journal_entry_id, line_number limit v_limit offset v_offset) x), '[]'::json))
  into v_result;
  return v_result;
end;
$$;

-- One page of tasks across the organization's working (not archived) projects, or of one project,
-- filtered and sorted by the database. p_due: 'overdue' (past due, not done) or 'this_week'
-- (due Monday to Sunday of the organization's current week).
create or replace function public.search_project_tasks(
  p_organization_id uuid,
  p_project_id uuid default null,
  p_assignee_user_id uuid default null,
  p_status text default null,
  p_due text default null,
  p_search text default null,
  p_sort text default 'due_date',
  p_direction text default 'asc',
  p_limit integer default 50,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_desc boolean := lower(coalesce(p_direction, 'asc')) = 'desc';
  v_sort text := lower(coalesce(p_sort, 'due_date'));
  v_pattern text := case when nullif(btrim(coalesce(p_search, '')), '') is not null then private.contains_pattern(btrim(p_search)) end;
  v_today date;
  v_week date;
  v_result json;
begin
  perform private.require_member(p_organization_id);
  if v_sort not in ('due_date', 'start_date', 'name', 'status', 'priority', 'project', 'assignee', 'sort_order') then
    raise exception 'Cannot sort tasks by %', p_sort using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('todo', 'in_progress', 'blocked', 'done') then
    raise exception 'Unknown task status: %', p_status using errcode = '22023';
  end if;
  if p_due is not null and p_due not in ('overdue', 'this_week') then
    raise exception 'Unknown due filter: %', p_due using errcode = '22023';
  end if;
  v_today := private.organization_today(p_organization_id);
  v_week := date_trunc('week', v_today)::date;
  with filtered as (
    select t.*, p.name as project_name, p.code as project_code,
           coalesce(nullif(btrim(pr.full_name), ''), t.assignee_name) as assignee_display,
           case t.priority when 'high' then 3 when 'medium' then 2 else 1 end as priority_rank
    from public.project_tasks t
    join public.projects p on p.id = t.project_id
    left join public.profiles pr on pr.id = t.assignee_user_id
    where t.organization_id = p_organization_id
      and (case when p_project_id is null then not p.archived else t.project_id = p_project_id end)
      and (p_assignee_user_id is null or t.assignee_user_id = p_assignee_user_id)
      and (p_status is null or t.status = p_status)
      and (p_due is null
           or (p_due = 'overdue' and t.status <> 'done' and t.due_date < v_today)
           or (p_due = 'this_week' and t.due_date between v_week and v_week + 6))
      and (v_pattern is null or t.name ilike v_pattern or t.description ilike v_pattern or p.name ilike v_pattern
           or coalesce(pr.full_name, t.assignee_name) ilike v_pattern)
  ), ordered as (
    select f.*, row_number() over (order by
      case when not v_desc then case v_sort when 'name' then lower(f.name) when 'status' then f.status when 'project' then lower(f.project_name) when 'assignee' then lower(f.assignee_display) end end asc nulls last,
      case when v_desc then case v_sort when 'name' then lower(f.name) when 'status' then f.status when 'project' then lower(f.project_name) when 'assignee' then lower(f.assignee_display) end end desc nulls last,
      case when not v_desc then case v_sort when 'due_date' then f.due_date when 'start_date' then f.start_date end end asc nulls last,
      case when v_desc then case v_sort when 'due_date' then f.due_date when 'start_date' then f.start_date end end desc nulls last,
      case when not v_desc then case v_sort when 'priority' then f.priority_rank when 'sort_order' then f.sort_order end end asc nulls last,
      case when v_desc then case v_sort when 'priority' then f.priority_rank when 'sort_order' then f.sort_order end end desc nulls last,
      lower(f.project_name), f.sort_order, f.start_date nulls last, f.id) as n
    from filtered f
  )
  select json_build_object(
    'total', (select count(*) from filtered),
    'today', v_today,
    'limit', v_limit, 'offset', v_offset,
    'rows', coalesce((select json_agg(json_build_object(
        'id', o.id, 'project_id', o.project_id, 'project_name', o.project_name, 'project_code', o.project_code,
        'name', o.name, 'description', o.description, 'status', o.status, 'priority', o.priority,
        'assignee_user_id', o.assignee_user_id, 'assignee_name', o.assignee_display,
        'start_date', o.start_date, 'due_date', o.due_date, 'progress', o.progress,
        'estimate_hours', o.estimate_hours::text, 'is_milestone', o.is_milestone, 'sort_order', o.sort_order,
        'overdue', (o.status <> 'done' and o.due_date < v_today), 'updated_at', o.updated_at)
      order by o.n) from ordered o where o.n > v_offset and o.n <= v_offset + v_limit), '[]'::json))
  into v_result;
  return v_result;
end;
$$;

-- A task's comments, oldest first, with their authors' names.
create or replace function public.list_task_comments(p_organization_id uuid, p_task_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return coalesce((
    select json_agg(json_build_object('id', c.id, 'task_id', c.task_id, 'author_id', c.author_id,
                                      'author_name', coalesce(nullif(btrim(pr.full_name), ''), pr.email, 'Former member'),
                                      'body', c.body, 'created_at', c.created_at) order by c.created_at, c.id)
    from public.task_comments c left join public.profiles pr on pr.id = c.author_id
    where c.organization_id = p_organization_id and c.task_id = p_task_id), '[]'::json);
end;
$$;

revoke execute on function private.check_task_dependency(uuid, uuid) from public;
revoke execute on function private.project_summaries(uuid) from public;
revoke execute on function private.organization_today(uuid) from public;
revoke execute on function public.notify_overdue_tasks(uuid) from public, anon;
revoke execute on function public.search_projects(uuid, text, text, uuid, uuid, text, boolean, text, text, integer, integer) from public, anon;
revoke execute on function public.get_project_summary(uuid, uuid) from public, anon;
revoke execute on function public.project_ledger_lines(uuid, uuid, integer, integer) from public, anon;
revoke execute on function public.search_project_tasks(uuid, uuid, uuid, text, text, text, text, text, integer, integer) from public, anon;
revoke execute on function public.list_task_comments(uuid, uuid) from public, anon;
grant execute on function public.notify_overdue_tasks(uuid) to authenticated, service_role;
grant execute on function public.search_projects(uuid, text, text, uuid, uuid, text, boolean, text, text, integer, integer) to authenticated, service_role;
grant execute on function public.get_project_summary(uuid, uuid) to authenticated, service_role;
grant execute on function public.project_ledger_lines(uuid, uuid, integer, integer) to authenticated, service_role;
grant execute on function public.search_project_tasks(uuid, uuid, uuid, text, text, text, text, text, integer, integer) to authenticated, service_role;
grant execute on function public.list_task_comments(uuid, uuid) to authenticated, service_role;
