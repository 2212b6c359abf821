// The reports landing page: links to the nine reports by name.
import { Link } from 'react-router-dom';
import { REPORT_NAMES } from '@missionbase/app-config/navigation-manifest';
import { PageFrame } from '@missionbase/ui';

export function ReportsIndex() {
  return (
    <PageFrame title="Reports" description="Financial statements and analyses, read from the general ledger.">
      <ul>
        {Object.entries(REPORT_NAMES).map(([slug, name]) => (
          <li key={slug}>
            <Link to={`/app/reports/${slug}`}>{name}</Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
