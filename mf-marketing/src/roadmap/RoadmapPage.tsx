// /roadmap: shipped, in progress and planned work, and how customers shape it.
import { Link } from 'react-router-dom';
import { CardGrid, InfoCard, MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';

const COLUMNS = [
  {
    title: 'Recently shipped',
    items: [
      { name: 'Realtime dashboard', text: 'Notifications and subscription changes appear the moment they happen, in every open tab.' },
      { name: 'Purchase order receiving', text: 'Receive goods in part or in full; receipts post to inventory automatically.' },
      { name: 'Faster reports for large organizations', text: 'Statements over a million ledger lines open in under a second.' },
    ],
  },
  {
    title: 'In progress',
    items: [
      { name: 'Bank feeds', text: 'Import transactions from your bank daily instead of uploading statements.' },
      { name: 'Donor statements by e-mail', text: 'Send year-end giving statements to every donor in one step.' },
      { name: 'Grant budgets by funder period', text: 'Budgets that follow a grant’s own dates across fiscal years.' },
    ],
  },
  {
    title: 'Planned',
    items: [
      { name: 'Timesheets', text: 'Staff log hours by program; payroll allocations follow the hours.' },
      { name: 'Board portal', text: 'Read-only access to statements for board members, without a paid seat.' },
      { name: 'Multi-currency', text: 'For organizations with programs abroad: record and report in several currencies.' },
    ],
  },
];

export function RoadmapPage() {
  return (
    <MarketingPage {...routeFor('/roadmap')} lead="What we have shipped, what we are building now and what comes next. Dates are estimates; the order comes from what customers ask for most.">
      {COLUMNS.map((column) => (
        <Section key={column.title} title={column.title}>
          <CardGrid>
            {column.items.map((item) => (
              <InfoCard key={item.name} title={item.name}>
                {item.text}
              </InfoCard>
            ))}
          </CardGrid>
        </Section>
      ))}
      <p>
        Missing something? Vote in the <Link to="/community/forums">forums</Link> or <Link to="/contact">tell us</Link>. Every release is listed in the <Link to="/changelog">changelog</Link>.
      </p>
    </MarketingPage>
  );
}
