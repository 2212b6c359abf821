// /careers: how we work, what we offer and the roles open now.
import { Link } from '@missionbase/router';
import { CardGrid, InfoCard, MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';

const OPENINGS = [
  { title: 'Senior Software Engineer, Ledger', team: 'Engineering', location: 'Remote, US or Canada', text: 'Own the posting engine and reports that keep thousands of nonprofits’ books right. Postgres and TypeScript.' },
  { title: 'Product Designer', team: 'Product', location: 'Remote, US', text: 'Make fund accounting feel obvious to a first-time treasurer. You will talk to customers every week.' },
  { title: 'Nonprofit Accountant, Customer Success', team: 'Customer Success', location: 'Remote, US (Eastern or Central)', text: 'Help new customers set up funds and opening balances; turn common questions into Help Center articles.' },
  { title: 'Account Executive, Mid-market Nonprofits', team: 'Sales', location: 'Remote, US', text: 'Guide multi-site organizations from demo to rollout. Experience selling to nonprofits or public agencies helps.' },
];

const BENEFITS = [
  'Salary bands published in every job post',
  'Health, dental and vision insurance, 100% covered for employees',
  '25 days of paid time off plus three paid volunteer days',
  '$1,500 yearly learning budget and a home-office stipend',
  'Twice-yearly team weeks in person',
];

export function CareersPage() {
  return (
    <MarketingPage {...routeFor('/careers')} lead="We are a remote team of 26 building the finance system nonprofits deserve. If you want your work to help the people who help others, read on.">
      <Section title="Open roles">
        <CardGrid min={300}>
          {OPENINGS.map((opening) => (
            <InfoCard key={opening.title} title={opening.title} footer={<Link to="/contact">Apply through the contact form</Link>}>
              <strong style={{ display: 'block', color: '#047857' }}>
                {opening.team} · {opening.location}
              </strong>
              {opening.text}
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section title="What we offer">
        <ul style={{ lineHeight: 1.8 }}>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Section>
      <Section title="How we hire">
        <p style={{ maxWidth: 760 }}>
          A 30-minute call, a paid take-home exercise of no more than four hours, and a conversation with the people you would work with. We answer every applicant within two weeks.
        </p>
      </Section>
    </MarketingPage>
  );
}
