// /subscribe: plan choice and checkout come with the billing issue; the frame is here so the route
// and its guard exist.
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '@missionbase/ui';

export function SubscribePage() {
  const [params] = useSearchParams();
  const fromTrial = params.get('from_trial') === 'true';
  return (
    <main style={{ maxWidth: 880, margin: '0 auto', padding: 32 }}>
      <PageFrame
        title="Subscribe"
        description={fromTrial ? 'Choose a plan to keep using Missionbase after your trial.' : 'Choose the Starter, Growth or Scale plan, billed monthly or yearly.'}
      />
    </main>
  );
}
