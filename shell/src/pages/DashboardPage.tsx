// The dashboard: the shell's own page; it will compose widgets the remotes expose (issue 5).
import { PageFrame } from '@missionbase/ui';

export function DashboardPage() {
  return (
    <PageFrame
      title="Dashboard"
      description="Cash on hand, this year's revenue and expenses, net assets and fund balances of your organization will appear here."
    />
  );
}
