// The home page: its own title (not one derived from a path), who Missionbase is for, what it
// does, what customers say, and the two ways in: the free trial and the pricing page.
import { Link } from '@missionbase/router';
import { HOME_TITLE } from '@missionbase/app-config/page-title';
import { SOCIAL_CARD_URL } from '../assets/social-card';
import { CardGrid, InfoCard, MarketingPage, Section } from '../components/MarketingPage';
import { HOME_ROUTE } from '../site/public-routes';

const AUDIENCES = [
  { title: 'Food banks and pantries', text: 'Keep restricted grants for fresh produce in their own fund and release them as the food is bought.' },
  { title: 'Youth and education charities', text: 'Tag spending with the program it served and see every grant dollar in the fund of the funder who gave it.' },
  { title: 'Community health clinics', text: 'Separate federal grant funds from unrestricted giving and import each bank statement in minutes.' },
  { title: 'Shelters and housing programs', text: 'Show your board where every dollar went, fund by fund, straight from the ledger.' },
];

const PILLARS = [
  { title: 'Fund accounting that balances itself', text: 'Every journal line carries a fund, and every entry balances per fund, so restricted money never leaks into the general budget.' },
  { title: 'Controls your auditor relies on', text: 'Posted entries are only ever reversed, locked periods stay as filed, and every entry records who posted it, when and from which document.' },
  { title: 'A dashboard that is always current', text: 'Cash, revenue against expenses and net assets by restriction, read from the ledger the moment you save.' },
];

const STEPS = [
  'Sign up and name your organization: we create a nonprofit chart of accounts and a general fund for you.',
  'Add the grants and restricted gifts you manage as funds.',
  'Record transactions as they happen, or import each month’s bank statement.',
  'Export the month’s transactions for your board instead of rebuilding spreadsheets at every meeting.',
];

export function HomePage() {
  return (
    <MarketingPage
      {...HOME_ROUTE}
      documentTitle={HOME_TITLE}
      image={SOCIAL_CARD_URL}
      lead="Missionbase is the intuitive, powerful and affordable way for nonprofits to keep their books, track restricted funds, run programs and pay their people, without a spreadsheet held together by one volunteer."
    >
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <Link to="/signup" style={{ background: '#047857', color: '#fff', padding: '12px 22px', borderRadius: 8, fontWeight: 600, fontSize: 17, textDecoration: 'none' }}>
          Start your 14-day free trial
        </Link>
        <Link to="/pricing" style={{ fontSize: 17, fontWeight: 500 }}>
          See plans and pricing
        </Link>
        <span style={{ color: '#6b7280' }}>No credit card needed to start.</span>
      </div>

      <Section title="Built for the organizations that need it most">
        <CardGrid>
          {AUDIENCES.map((audience) => (
            <InfoCard key={audience.title} title={audience.title}>
              {audience.text}
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <Section title="Everything a nonprofit runs on, in one ledger">
        <CardGrid min={300}>
          {PILLARS.map((pillar) => (
            <InfoCard key={pillar.title} title={pillar.title}>
              {pillar.text}
            </InfoCard>
          ))}
        </CardGrid>
        <p style={{ marginTop: 16 }}>
          <Link to="/features">Explore every feature</Link>
        </p>
      </Section>

      <Section title="From sign-up to board report in four steps">
        <ol style={{ fontSize: 16, lineHeight: 1.8, paddingLeft: 20 }}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>

      <Section title="What finance teams say">
        <CardGrid min={320}>
          <InfoCard title="“Our month-end close went from nine days to two.”">
            Marisol Ortega, Finance Director, Eastside Community Food Bank
          </InfoCard>
          <InfoCard title="“Our auditor asked which firm set up our fund accounting. It was us, with Missionbase.”">
            Dev Patel, Treasurer, Bright Futures Youth Alliance
          </InfoCard>
          <InfoCard title="“Grant reports used to take a week. Now I filter by fund and export.”">
            Dr. Hannah Cole, Operations Lead, Riverside Free Clinic
          </InfoCard>
        </CardGrid>
        <p style={{ marginTop: 16 }}>
          <Link to="/community/success-stories">Read their stories</Link>
        </p>
      </Section>
    </MarketingPage>
  );
}
