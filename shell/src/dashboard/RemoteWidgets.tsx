// One remote's widgets as cards in the dashboard grid: skeleton cards while its module loads, a
// compact unavailable panel with Retry when it cannot load, and each widget behind its own
// boundary so one failing widget leaves the others standing.
import { Skeleton } from '@missionbase/ui';
import { REMOTE_AREAS } from '@missionbase/app-config/remote-registry';
import { markRemoteFailed } from '../remotes/remote-loader';
import type { DashboardRemote } from './dashboard-remotes';
import { useRemoteWidgets } from './use-remote-widgets';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetsUnavailable } from './WidgetsUnavailable';

export function RemoteWidgets({ remote, unavailableSpan }: DashboardRemote) {
  const { state, retry } = useRemoteWidgets(remote);
  const area = REMOTE_AREAS[remote];

  if (state.status === 'failed') {
    return <WidgetsUnavailable area={area} remote={remote} span={unavailableSpan} onRetry={retry} />;
  }
  if (state.status === 'loading') {
    return (
      <div className={`dashboard-cell dashboard-span-${unavailableSpan} dashboard-widget`} aria-busy="true" data-remote={remote}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  return (
    <>
      {state.widgets.map(({ id, title, span, Component }) => (
        <section
          key={id}
          className={`dashboard-cell dashboard-span-${span} dashboard-widget`}
          aria-labelledby={`widget-${id}`}
          data-testid={`dashboard-widget-${id}`}
          data-remote={remote}
        >
          <h2 id={`widget-${id}`}>{title}</h2>
          <WidgetErrorBoundary title={title} onError={(error) => markRemoteFailed(remote, error)}>
            <Component />
          </WidgetErrorBoundary>
        </section>
      ))}
    </>
  );
}
