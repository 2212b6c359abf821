// Donations (/app/finance/donations, issue 13 points 1-2): the Donations tab (gifts, filtered in
// the URL, totals from SQL) and the Donors tab (giving per donor, the donor's gift history). The
// tab is in the URL (?tab=donors) so a link or Back returns to it.
import { useSearchParams } from 'react-router-dom';
import { PageFrame, Tabs } from '@missionbase/ui';
import { DonationsList } from './components/DonationsList';
import { DonorsList } from './components/DonorsList';

export function DonationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'donors' ? 'donors' : 'donations';
  return (
    <PageFrame title="Donations" description="Gifts received and the donors who give them. Every gift posts to the ledger in its fund.">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === 'donors' ? { tab: 'donors' } : {})}
        items={[
          { key: 'donations', label: 'Donations', children: tab === 'donations' ? <DonationsList /> : null },
          { key: 'donors', label: 'Donors', children: tab === 'donors' ? <DonorsList /> : null },
        ]}
      />
    </PageFrame>
  );
}

export default DonationsPage;
