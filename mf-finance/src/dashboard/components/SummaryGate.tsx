// Shows a finance widget's body once the summary is there: a skeleton on the first load, a short
// message with Retry when the figures could not be loaded, the last figures during a reload.
import type { ReactNode } from 'react';
import { Button, Skeleton } from '@missionbase/ui';
import type { DashboardSummary } from '@missionbase/domain/dashboard-summary';
import { useDashboardSummary } from '@missionbase/session';

export function SummaryGate({ children, rows = 2 }: { children: (summary: DashboardSummary) => ReactNode; rows?: number }) {
  const { state, reload } = useDashboardSummary();
  if (state.status !== 'idle' && state.summary) {
    return <div aria-busy={state.status === 'loading'}>{children(state.summary)}</div>;
  }
  if (state.status === 'error') {
    return (
      <div className="mb-widget-error" role="status">
        <span>The figures could not be loaded.</span>
        <Button size="small" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  return <Skeleton active title={false} paragraph={{ rows }} aria-busy="true" />;
}
