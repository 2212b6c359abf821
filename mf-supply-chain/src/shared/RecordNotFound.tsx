// "<Record> not found": an unknown id, or another organization's record, with the way back.
import { Link } from '@missionbase/router';
import { PageFrame } from '@missionbase/ui';
import { Result } from '@missionbase/ui/display';

export function RecordNotFound({ what, backTo, backLabel }: { what: string; backTo: string; backLabel: string }) {
  return (
    <PageFrame title={`${what} not found`}>
      <Result
        status="404"
        title={`${what} not found`}
        subTitle={`There is no ${what.toLowerCase()} at this address in this organization. It may have been deleted, or the link is for another organization.`}
        extra={<Link to={backTo}>{backLabel}</Link>}
      />
    </PageFrame>
  );
}
