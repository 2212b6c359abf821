// A real "not found" page inside the public layout, with a way back.
import { Link } from '@missionbase/router';
import { MarketingPage } from './MarketingPage';

export interface NotFoundPageProps {
  path: string;
  /** Where the way back leads, e.g. { to: '/blog', label: 'Back to the blog' }. */
  back: { to: string; label: string };
  what?: string;
}

export function NotFoundPage({ path, back, what = 'page' }: NotFoundPageProps) {
  return (
    <div data-testid="not-found">
      <MarketingPage title="Page Not Found" path={path} description={`The ${what} you were looking for does not exist or has moved.`} lead={`Error 404: the ${what} at ${path} does not exist or has moved.`}>
        <p style={{ display: 'flex', gap: 16 }}>
          <Link to={back.to}>{back.label}</Link>
          <Link to="/">Go to the home page</Link>
        </p>
      </MarketingPage>
    </div>
  );
}
