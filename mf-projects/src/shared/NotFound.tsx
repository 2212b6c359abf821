// "Project not found": an unknown id, or another organization's project, with the way back.
import { Link } from '@missionbase/router';
import { PageFrame } from '@missionbase/ui';
import { Result } from '@missionbase/ui/display';

export function ProjectNotFound() {
  return (
    <PageFrame title="Project not found">
      <Result
        status="404"
        title="Project not found"
        subTitle="This project does not exist in this organization, or it was deleted."
        extra={<Link to="/app/projects/overview">Back to projects</Link>}
      />
    </PageFrame>
  );
}
