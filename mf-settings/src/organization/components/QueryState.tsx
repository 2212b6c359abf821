// Loading, error-with-Retry and no-organization states of a settings page's query, in one place.
import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, serverErrorMessage } from '@missionbase/ui';

export interface QueryStateProps {
  organizationId: string | null;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  what: string;
  children: ReactNode;
}

export function QueryState({ organizationId, isLoading, error, onRetry, what, children }: QueryStateProps) {
  if (organizationId === null) return <Alert type="info" showIcon title="No organization" description="Join or create an organization to see its settings." />;
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={`Could not load ${what}`}
        description={serverErrorMessage(error)}
        action={
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
  if (isLoading) return <Skeleton active aria-busy="true" aria-label={`Loading ${what}`} />;
  return children;
}
