// /documentation: guides for each area of the product.
import { Link } from '@missionbase/router';
import { CardGrid, InfoCard, MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';
import { GUIDE_AREAS } from './guides';

export function DocumentationPage() {
  return (
    <MarketingPage {...routeFor('/documentation')} lead="How Missionbase works, area by area. New here? Start with Finance and Fund accounting; short answers live in the Help Center.">
      {GUIDE_AREAS.map((area) => (
        <Section key={area.id} id={area.id} title={area.area}>
          <p style={{ color: '#4b5563' }}>{area.summary}</p>
          <CardGrid>
            {area.guides.map((guide) => (
              <InfoCard key={guide.title} title={guide.title}>
                {guide.text}
              </InfoCard>
            ))}
          </CardGrid>
        </Section>
      ))}
      <p>
        Looking for a quick answer? Search the <Link to="/help-center">Help Center</Link>.
      </p>
    </MarketingPage>
  );
}
