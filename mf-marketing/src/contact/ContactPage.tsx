// /contact: the ways to reach the team and a form that stores the message for them.
import { CardGrid, InfoCard, MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';
import { ContactForm } from './components/ContactForm';

export function ContactPage() {
  return (
    <MarketingPage {...routeFor('/contact')} lead="Questions about plans, a migration from another system, a nonprofit discount or a partnership? Write to us; a person on our team answers within one business day.">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 40, alignItems: 'start' }}>
        <ContactForm />
        <CardGrid min={240}>
          <InfoCard title="Sales">Plans, demos and discounts for small nonprofits: sales@missionbase.org</InfoCard>
          <InfoCard title="Support">Already a customer? Use the Help Center first, or write to support@missionbase.org.</InfoCard>
          <InfoCard title="Office">Missionbase, Inc., 250 Civic Center Drive, Suite 500, Columbus, OH 43215</InfoCard>
          <InfoCard title="Hours">Monday to Friday, 8 am to 6 pm Eastern Time, except US federal holidays.</InfoCard>
        </CardGrid>
      </div>
      <Section title="Before you write">
        <p>
          Many answers are one search away in the Help Center, and the Documentation walks through each part of the product. Press inquiries go to press@missionbase.org.
        </p>
      </Section>
    </MarketingPage>
  );
}
