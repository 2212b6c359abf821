// The unavailable panel of the public area in plain HTML (no antd): the same contract as
// RemoteUnavailable in @missionbase/ui (wrapper data-testid="remote-unavailable", role="alert" with
// '<Area> is unavailable' and a Retry button) and the same look, without downloading antd on the
// public site when its remote is down.
import type { RemoteUnavailableViewProps } from './RemoteErrorBoundary';

export function PlainRemoteUnavailable({ area, onRetry }: RemoteUnavailableViewProps) {
  return (
    <div data-testid="remote-unavailable" style={{ padding: 24, fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" }}>
      <div role="alert" style={{ display: 'flex', gap: 12, padding: '16px 20px', border: '1px solid #ffccc7', background: '#fff2f0', borderRadius: 8, color: 'rgba(0, 0, 0, 0.88)' }}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" style={{ flex: 'none', marginTop: 2 }}>
          <circle cx="10" cy="10" r="10" fill="#ff4d4f" />
          <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <div>
          <p style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{area} is unavailable</p>
          <p style={{ margin: '4px 0 12px', fontSize: 14 }}>This part of Missionbase could not be loaded. The rest of the application keeps working.</p>
          <button
            type="button"
            onClick={onRetry}
            style={{ font: 'inherit', fontSize: 14, fontWeight: 500, color: '#fff', background: '#1d4ed8', border: 'none', borderRadius: 6, padding: '5px 16px', cursor: 'pointer' }}
          >
            Retry
          </button>
        </div>
      </div>
    </div>
  );
}
