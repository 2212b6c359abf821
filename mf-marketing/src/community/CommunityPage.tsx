// /community: the way into forums, events and success stories.
import { Link } from '@missionbase/router';
import { CardGrid, InfoCard, MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';

export function CommunityPage() {
  return (
    <MarketingPage {...routeFor('/community')} lead="More than 3,000 treasurers, bookkeepers and executive directors trade answers, templates and lessons learned here. Join them.">
      <CardGrid>
        <InfoCard title="Forums" footer={<Link to="/community/forums">Browse the forums</Link>}>
          Ask how others record a tricky grant, prepare for an audit or release a restriction.
        </InfoCard>
        <InfoCard title="Events" footer={<Link to="/community/events">See upcoming events</Link>}>
          Webinars, live office hours and local meetups on nonprofit finance.
        </InfoCard>
        <InfoCard title="Success stories" footer={<Link to="/community/success-stories">Read the stories</Link>}>
          How food banks, youth charities and clinics run their finances on Missionbase.
        </InfoCard>
      </CardGrid>
      <Section title="Community guidelines">
        <ul style={{ lineHeight: 1.8 }}>
          <li>Be kind: everyone here started as a volunteer treasurer once.</li>
          <li>Never post donor, client or employee personal data.</li>
          <li>Share what worked, and say when something is an opinion rather than accounting guidance.</li>
        </ul>
      </Section>
    </MarketingPage>
  );
}
