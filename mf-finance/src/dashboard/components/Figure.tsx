// A labelled amount in dollars, the dashboard's basic unit; test ids let e2e tests read the figure.
import { formatDollars } from '@missionbase/domain/dashboard-format';

export function Figure({ label, cents, testId, size = 'large' }: { label: string; cents: number; testId: string; size?: 'large' | 'medium' }) {
  return (
    <div className={`mb-figure mb-figure-${size}`}>
      <span className="mb-figure-label">{label}</span>
      <span className={`mb-figure-amount${cents < 0 ? ' mb-negative' : ''}`} data-testid={testId}>
        {formatDollars(cents)}
      </span>
    </div>
  );
}
