// The overview's cards view: one card per project with its status, dates, manager, budget,
// spent, remaining and progress. Its own chunk: antd's Card is in the display
// entry, which the default list view does not need.
import { Link } from '@missionbase/router';
import { Button, Typography, formatMoney } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import type { ProjectSummaryRow } from '../data/project-list-query';
import { formatDay } from '../shared/labels';
import { ProgressCell, StatusTag } from './project-cells';

function ProjectCard({ row, canEdit, onEdit, preloadEdit }: { row: ProjectSummaryRow; canEdit: boolean; onEdit: () => void; preloadEdit: () => void }) {
  const over = row.remaining !== null && row.remaining.startsWith('-');
  return (
    <Card
      size="small"
      className="mb-project-card"
      data-project={row.name}
      title={<Link to={`/app/projects/${row.id}`}>{row.name}</Link>}
      extra={canEdit ? <Button size="small" onClick={onEdit} aria-label={`Edit ${row.name ?? ''}`} onPointerEnter={preloadEdit} onFocus={preloadEdit}>Edit</Button> : null}
    >
      <div className="mb-project-card-line">
        <StatusTag row={row} />
        <Typography.Text type="secondary">
          {row.start_date || row.end_date ? `${formatDay(row.start_date) || '…'} – ${formatDay(row.end_date) || '…'}` : 'No dates'}
        </Typography.Text>
      </div>
      <div className="mb-project-card-line">Manager: {row.manager_name ?? 'None'}</div>
      <dl className="mb-project-figures">
        <div><dt>Budget</dt><dd>{row.budget === null ? 'None' : formatMoney(row.budget)}</dd></div>
        <div><dt>Spent</dt><dd data-testid="project-card-spent">{formatMoney(row.spent)}</dd></div>
        <div><dt>Remaining</dt><dd className={over ? 'mb-project-over' : undefined}>{row.remaining === null ? '—' : formatMoney(row.remaining)}</dd></div>
      </dl>
      <ProgressCell row={row} />
      <Typography.Text type="secondary">
        {row.done_count ?? 0} of {row.task_count ?? 0} tasks done{(row.overdue_count ?? 0) > 0 ? `, ${row.overdue_count} overdue` : ''}
      </Typography.Text>
    </Card>
  );
}

export function ProjectCards({ rows, canEdit, onEdit, preloadEdit }: {
  rows: ProjectSummaryRow[];
  canEdit: boolean;
  onEdit: (row: ProjectSummaryRow) => void;
  /** Starts loading the project drawer (hover or focus of a card's Edit). */
  preloadEdit: () => void;
}) {
  return (
    <ul className="mb-project-cards" aria-label="Projects">
      {rows.map((row) => (
        <li key={row.id}>
          <ProjectCard row={row} canEdit={canEdit} onEdit={() => onEdit(row)} preloadEdit={preloadEdit} />
        </li>
      ))}
    </ul>
  );
}
