// /app/projects/{projectId}: one project's budget, tasks and ledger activity (content comes with
// the projects issue).
import { useParams } from 'react-router-dom';
import { PageFrame } from '@missionbase/ui';

export function ProjectDetailsPage() {
  const { projectId = '' } = useParams();
  return (
    <PageFrame title="Project Details" description="This project's budget, tasks and spending will appear here.">
      <p>
        Project <code data-testid="project-id">{projectId}</code>
      </p>
    </PageFrame>
  );
}
