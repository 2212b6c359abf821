// Active, planned and on-hold projects with their budget against what the ledger shows spent
// (expense lines tagged with the project, reversals included).
import { Button, Progress, Skeleton } from '@missionbase/ui';
import { Link } from '@missionbase/router';
import { budgetUse, formatDollars } from '@missionbase/domain/dashboard-format';
import { useDashboardSummary } from '@missionbase/session';

const STATUS: Record<string, string> = { active: 'Active', planned: 'Planned', on_hold: 'On hold' };

export function ProjectBudgetsWidget() {
  const { state, reload } = useDashboardSummary();
  if (state.status === 'idle' || (state.status === 'loading' && !state.summary)) {
    return <Skeleton active title={false} paragraph={{ rows: 3 }} aria-busy="true" />;
  }
  if (!state.summary) {
    return (
      <div className="mb-projects-error" role="status">
        <span>The projects could not be loaded.</span>
        <Button size="small" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  const projects = state.summary.projects;
  if (projects.length === 0) {
    return (
      <p className="mb-projects-empty">
        No active projects. <Link to="/app/projects/overview">Set up a project</Link> to follow its spending against its budget.
      </p>
    );
  }
  return (
    <ul className="mb-projects" data-testid="project-budgets">
      {projects.map((project) => {
        const use = budgetUse(project.spentCents, project.budgetCents);
        return (
          <li key={project.id} data-project={project.name}>
            <div className="mb-projects-line">
              <Link to={`/app/projects/${project.id}`}>{project.name}</Link>
              <span className="mb-projects-status">{STATUS[project.status] ?? project.status}</span>
            </div>
            <div className="mb-projects-line mb-projects-figures">
              <span>
                <span data-testid="project-spent">{formatDollars(project.spentCents)}</span> spent
              </span>
              <span>{project.budgetCents === null ? 'No budget' : <>of <span data-testid="project-budget">{formatDollars(project.budgetCents)}</span></>}</span>
            </div>
            {use.percent === null ? null : (
              <Progress
                percent={use.percent}
                size="small"
                status={use.overBudget ? 'exception' : 'normal'}
                format={() => (use.overBudget ? 'Over' : `${use.percent}%`)}
                aria-label={`${project.name}: ${use.percent}% of budget spent`}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
