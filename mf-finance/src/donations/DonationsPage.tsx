// Donations (/app/finance/donations): the Donations tab (gifts, filtered in
// the URL, totals from SQL, receipts), the Pledges tab (promises to give and their open balances)
// and the Donors tab (giving per donor, the donor's gift history and year-end statement). The tab
// is in the URL (?tab=pledges, ?tab=donors) so a link or Back returns to it.
import { useSearchParams } from '@missionbase/router';
import { PageFrame } from '@missionbase/ui';
import { Tabs } from '@missionbase/ui/tabs';
import { DonationsList } from './components/DonationsList';
import { DonorsList } from './components/DonorsList';
import { PledgesList } from '../pledges/components/PledgesList';

const TABS = ['donations', 'pledges', 'donors'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

export function DonationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'donations';
  return (
    <PageFrame title="Donations" description="Gifts received, pledges and the donors who give them. Every gift posts to the ledger in its fund.">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === 'donations' ? {} : { tab: key })}
        items={[
          { key: 'donations', label: 'Donations', children: tab === 'donations' ? <DonationsList /> : null },
          { key: 'pledges', label: 'Pledges', children: tab === 'pledges' ? <PledgesList /> : null },
          { key: 'donors', label: 'Donors', children: tab === 'donors' ? <DonorsList /> : null },
        ]}
      />
    </PageFrame>
  );
}

export default DonationsPage;
