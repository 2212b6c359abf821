// A project's status tags and progress bar, shown in the overview's list rows and on its cards.
import { Progress, Tag } from '@missionbase/ui';
import type { ProjectSummaryRow } from '../data/project-list-query';
import { PROJECT_STATUS_COLORS, PROJECT_STATUS_WORDS, colorFor, wordFor } from '../shared/labels';

export function ProgressCell({ row }: { row: ProjectSummaryRow }) {
  const progress = row.progress ?? 0;
  return (
    <Progress
      percent={progress}
      size="small"
      aria-label={`${row.name ?? ''}: ${progress}% done (${row.done_count ?? 0} of ${row.task_count ?? 0} tasks)`}
      format={() => `${progress}%`}
      style={{ minWidth: 110, margin: 0 }}
    />
  );
}

export function StatusTag({ row }: { row: ProjectSummaryRow }) {
  return (
    <>
      <Tag color={colorFor(PROJECT_STATUS_COLORS, row.status)}>{wordFor(PROJECT_STATUS_WORDS, row.status)}</Tag>
      {row.archived ? <Tag>Archived</Tag> : null}
    </>
  );
}
