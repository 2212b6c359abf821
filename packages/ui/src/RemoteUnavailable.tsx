// The panel shown in place of a remote area that cannot load: role="alert", '<Area> is unavailable'
// and a Retry button (the DOM contract end-to-end tests rely on).
import { Alert, Button } from 'antd';

export interface RemoteUnavailableProps {
  area: string;
  onRetry: () => void;
  detail?: string;
}

export function RemoteUnavailable({ area, onRetry, detail }: RemoteUnavailableProps) {
  return (
    // antd's Alert is the role="alert" element; the message and Retry are both inside it.
    <div data-testid="remote-unavailable" style={{ padding: 24 }}>
      <Alert
        type="error"
        showIcon
        title={`${area} is unavailable`}
        description={
          <>
            <p style={{ margin: '4px 0 12px' }}>
              This part of Missionbase could not be loaded. The rest of the application keeps working.
              {detail ? ` (${detail})` : ''}
            </p>
            <Button type="primary" onClick={onRetry}>
              Retry
            </Button>
          </>
        }
      />
    </div>
  );
}
