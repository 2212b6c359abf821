// /community/events: upcoming webinars, office hours and meetups.
import { Link } from '@missionbase/router';
import { CardGrid, InfoCard, MarketingPage } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';
import { EVENTS } from './community-content';

function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'full', timeZone: 'UTC' });
}

export function EventsPage() {
  return (
    <MarketingPage {...routeFor('/community/events')} lead="Free events for nonprofit finance teams, whether or not you use Missionbase. Recordings are shared with everyone who registers.">
      <CardGrid min={300}>
        {EVENTS.map((event) => (
          <InfoCard key={event.title} title={event.title} footer={<Link to="/contact">Register</Link>}>
            <strong style={{ display: 'block', color: '#047857' }}>
              <time dateTime={event.date}>{longDate(event.date)}</time> · {event.format}
            </strong>
            {event.description}
          </InfoCard>
        ))}
      </CardGrid>
    </MarketingPage>
  );
}
