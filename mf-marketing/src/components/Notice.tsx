// A success or error message box in plain HTML (the public site's stand-in for antd's Alert). The
// caller chooses the live-region role: 'status' for a confirmation, 'alert' for a failure.
import type { ReactNode } from 'react';

export interface NoticeProps {
  variant: 'success' | 'error';
  title: ReactNode;
  children?: ReactNode;
  role?: 'status' | 'alert';
}

function NoticeIcon({ variant }: { variant: NoticeProps['variant'] }) {
  return (
    <svg className="mb-notice-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="10" fill={variant === 'success' ? '#047857' : '#b91c1c'} />
      {variant === 'success' ? (
        <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M10 5.5v5.5M10 14.2v.3" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function Notice({ variant, title, children, role }: NoticeProps) {
  return (
    <div className={`mb-notice mb-notice--${variant}`} role={role}>
      <NoticeIcon variant={variant} />
      <div>
        <p className="mb-notice-title">{title}</p>
        {children ? <p className="mb-notice-text">{children}</p> : null}
      </div>
    </div>
  );
}
