-- RPC: a task's comments, oldest first, with their authors' names ("Former member" when the author's
-- profile is gone). Members only.
create or replace function public.list_task_comments(p_organization_id uuid, p_task_id uuid)
returns table (id uuid, task_id uuid, author_id uuid, author_name text, body text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_member(p_organization_id);
  return query
  select c.id, c.task_id, c.author_id, coalesce(nullif(btrim(pr.full_name), ''), pr.email, 'Former member'), c.body, c.created_at
  from public.task_comments c left join public.profiles pr on pr.id = c.author_id
  where c.organization_id = p_organization_id and c.task_id = p_task_id
  order by c.created_at, c.id;
end;
$$;
revoke all on function public.list_task_comments(p_organization_id uuid, p_task_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_task_comments(p_organization_id uuid, p_task_id uuid) to authenticated, service_role;
