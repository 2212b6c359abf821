-- The declared shapes of the projects area's RPC answers (docs/rpc.md, "Typed results"), so
-- `pnpm db:types` gives the screens their result types. A composite type answers as a JSON object
-- whose keys are its attributes in this order, so each type lists its attributes in the order the
-- screens have always received them: where the answer was built as jsonb, that is jsonb's order
-- (shorter keys first, then by bytes). Money is text (the exact decimal string), as before.

-- A project with its figures: a row of search_projects.
create type public.project_summary as (
  id uuid,
  code text,
  name text,
  spent text,
  budget text,
  status text,
  fund_id uuid,
  archived boolean,
  end_date date,
  function text,
  progress integer,
  fund_name text,
  remaining text,
  done_count integer,
  start_date date,
  task_count integer,
  updated_at timestamptz,
  description text,
  manager_name text,
  overdue_count integer,
  manager_user_id uuid
);

-- The budget and spent to date of every project a search matches.
create type public.project_money_totals as (
  budget text,
  spent text
);

-- search_projects: one page of projects, the matching set's count and totals.
create type public.project_page as (
  total bigint,
  totals public.project_money_totals,
  "limit" integer,
  "offset" integer,
  rows public.project_summary[]
);

-- A member on a project's team, with their open and overdue tasks on it.
create type public.project_team_member as (
  name text,
  role text,
  user_id uuid,
  is_manager boolean,
  open_tasks integer,
  overdue_tasks integer
);

-- get_project_summary: a project's summary with its team.
create type public.project_detail as (
  id uuid,
  code text,
  name text,
  team public.project_team_member[],
  spent text,
  budget text,
  status text,
  fund_id uuid,
  archived boolean,
  end_date date,
  function text,
  progress integer,
  fund_name text,
  remaining text,
  done_count integer,
  start_date date,
  task_count integer,
  updated_at timestamptz,
  description text,
  manager_name text,
  overdue_count integer,
  manager_user_id uuid
);

-- A task in a list, with its project's name and the assignee's display name.
create type public.project_task_row as (
  id uuid,
  project_id uuid,
  project_name text,
  project_code text,
  name text,
  description text,
  status text,
  priority text,
  assignee_user_id uuid,
  assignee_name text,
  start_date date,
  due_date date,
  progress smallint,
  estimate_hours text,
  is_milestone boolean,
  sort_order integer,
  overdue boolean,
  updated_at timestamptz
);

-- search_project_tasks: one page of tasks, the matching set's count and the organization's today.
create type public.project_task_page as (
  total bigint,
  today date,
  "limit" integer,
  "offset" integer,
  rows public.project_task_row[]
);

-- A posted ledger line tagged with a project.
create type public.project_ledger_line as (
  id uuid,
  journal_entry_id uuid,
  entry_date date,
  description text,
  reference text,
  source_type text,
  account_code text,
  account_name text,
  category text,
  fund_name text,
  debit text,
  credit text
);

-- project_ledger_lines: one page of a project's ledger lines and its expense total.
create type public.project_ledger_page as (
  total bigint,
  expenses text,
  "limit" integer,
  "offset" integer,
  rows public.project_ledger_line[]
);
