// The compact panel in place of a remote's widgets when the remote cannot be loaded (or one
// widget fails to render): '<Area> is unavailable' and a Retry button, like a whole area's panel.
import { Button } from '@missionbase/ui';

export function WidgetsUnavailable({ area, onRetry, span, remote }: { area: string; onRetry: () => void; span: number; remote: string }) {
  return (
    <div className={`dashboard-cell dashboard-span-${span} dashboard-unavailable`} data-testid="dashboard-widgets-unavailable" data-remote={remote} role="alert">
      <div>
        <strong>{area} is unavailable</strong>
        <p>These figures could not be loaded just now. The rest of the dashboard keeps working.</p>
      </div>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}
