// A record that could not be loaded: the reason in plain words and a Retry.
import { Link } from '@missionbase/router';
import { Button, Flex, PageFrame, serverErrorMessage } from '@missionbase/ui';
import { Result } from '@missionbase/ui/display';

export function LoadFailed({ title, error, onRetry, backTo, backLabel }: { title: string; error: unknown; onRetry: () => void; backTo: string; backLabel: string }) {
  return (
    <PageFrame title={title}>
      <Result
        status="warning"
        title={`This ${title.toLowerCase()} could not be loaded`}
        subTitle={serverErrorMessage(error)}
        extra={<Flex gap={8} justify="center"><Button onClick={onRetry}>Retry</Button><Link to={backTo}>{backLabel}</Link></Flex>}
      />
    </PageFrame>
  );
}
