// /features: each product area of Missionbase with what it does for a nonprofit.
import { Link } from '@missionbase/router';
import { MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';
import { COMING_NEXT, PRODUCT_AREAS } from './product-areas';

export function FeaturesPage() {
  return (
    <MarketingPage
      {...routeFor('/features')}
      lead="Missionbase keeps your books in one ledger built for fund accounting. Here is what it does today."
    >
      <nav aria-label="Product areas" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {PRODUCT_AREAS.map((area) => (
          <a key={area.id} href={`#${area.id}`} style={{ border: '1px solid #d1fae5', background: '#ecfdf5', borderRadius: 999, padding: '4px 12px' }}>
            {area.name}
          </a>
        ))}
      </nav>
      {PRODUCT_AREAS.map((area) => (
        <Section key={area.id} id={area.id} title={area.name}>
          <p style={{ fontSize: 16, maxWidth: 760 }}>{area.summary}</p>
          <ul style={{ lineHeight: 1.8 }}>
            {area.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Section>
      ))}
      {COMING_NEXT.length > 0 && (
        <Section id="coming-next" title="Coming next">
          <p>
            These areas are being built and will appear here as they ship (see the <Link to="/roadmap">roadmap</Link>):
          </p>
          <ul style={{ lineHeight: 1.8 }}>
            {COMING_NEXT.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </Section>
      )}
      <Section title="Try it with your own numbers">
        <p>
          Every plan starts with a 14-day free trial with all features. <Link to="/signup">Create your organization</Link> or{' '}
          <Link to="/pricing">compare plans</Link>.
        </p>
      </Section>
    </MarketingPage>
  );
}
