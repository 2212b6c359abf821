// /about: who builds Missionbase, why, and what we believe about nonprofit software.
import { Link } from '@missionbase/router';
import { CardGrid, InfoCard, MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';

const VALUES = [
  { title: 'Every dollar has a purpose', text: 'Donors give for a reason. Software should make it impossible to lose track of a restriction, not merely possible to find it.' },
  { title: 'Priced for the sector', text: 'Most nonprofits run on budgets under a million dollars. Our plans are set so the smallest teams can afford real accounting.' },
  { title: 'Plain language', text: 'We write for the program manager who became treasurer, not only for the CPA. Every screen says what it does.' },
  { title: 'Your data stays yours', text: 'Export everything at any time. We never sell data and never contact your donors.' },
];

const TEAM = [
  { name: 'Amara Okafor', role: 'Co-founder and CEO', bio: 'Ran finance for a regional food bank network for eight years and closed its books on spreadsheets every month.' },
  { name: 'Tomás Reyes', role: 'Co-founder and CTO', bio: 'Built payment and ledger systems at two fintech companies before deciding the nonprofit sector deserved the same tools.' },
  { name: 'Priya Raman, CPA', role: 'Head of Accounting', bio: 'Audited more than 120 nonprofits. She reviews every report we ship against GAAP and ASU 2016-14.' },
  { name: 'Jordan Lee', role: 'Head of Customer Success', bio: 'Former executive director of a youth mentoring charity; leads onboarding and our office hours.' },
];

export function AboutPage() {
  return (
    <MarketingPage
      {...routeFor('/about')}
      lead="Missionbase started in 2023 at a kitchen table in Columbus, Ohio, when a food bank’s finance director and an engineer asked why nonprofit accounting still meant spreadsheets, late nights and nervous audits."
    >
      <Section title="Our mission">
        <p style={{ fontSize: 16, maxWidth: 760 }}>
          We help mission-driven organizations spend less time on bookkeeping and more time on the people they serve. Today more than 1,400 nonprofits in 38 states
          keep their books in Missionbase, from two-person pantries to multi-site health centers.
        </p>
      </Section>
      <Section title="What we believe">
        <CardGrid>
          {VALUES.map((value) => (
            <InfoCard key={value.title} title={value.title}>
              {value.text}
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section title="The team">
        <CardGrid>
          {TEAM.map((person) => (
            <InfoCard key={person.name} title={person.name}>
              <strong style={{ display: 'block', color: '#047857' }}>{person.role}</strong>
              {person.bio}
            </InfoCard>
          ))}
        </CardGrid>
        <p style={{ marginTop: 16 }}>
          We are 26 people working remotely across the United States and Canada. <Link to="/careers">See open roles</Link>.
        </p>
      </Section>
      <Section title="Giving back">
        <p style={{ maxWidth: 760 }}>
          One percent of our revenue goes to the Nonprofit Finance Fund’s capacity-building grants, and every employee gets three paid volunteer days a year.
        </p>
      </Section>
    </MarketingPage>
  );
}
