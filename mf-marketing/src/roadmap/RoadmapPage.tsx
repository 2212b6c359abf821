// /roadmap: shipped and planned work, and how customers shape it. Shipped items are true of the
// built product (see the changelog); planned items are plainly plans.
import { Link } from '@missionbase/router';
import { CardGrid, InfoCard, MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';

const COLUMNS = [
  {
    title: 'Recently shipped',
    items: [
      { name: 'Donations, pledges and receipts', text: 'Pledges with instalments, receipt PDFs sent by e-mail, and year-end giving statements for every donor as one zip.' },
      { name: 'Invoices and bills', text: 'Invoices paid in part or in full, bills paid in a batch with check numbers, and aging that always equals the ledger.' },
      { name: 'Budgets and bank reconciliation', text: 'Budgets built from last year’s actuals, budget vs. actual with drill-down, and reconciliation from OFX, QFX, CAMT.053 or CSV statements.' },
      { name: 'The nonprofit reports', text: 'Cash flows, program expense analysis, fund balances, donor analysis, a Form 990 helper, trial balance and general ledger, each computed in under 300 ms at a million ledger lines.' },
      { name: 'Projects, tasks and the Gantt chart', text: 'Spending against budget per project, a task board, and a timeline whose dependencies the app enforces.' },
      { name: 'Employees and payroll', text: 'Payroll runs whose cost is split across programs, functions and funds by each employee’s allocation, with pay stubs.' },
      { name: 'Purchasing and inventory', text: 'Requests, orders, receiving into inventory, a three-way match with the vendor’s bill, and an inventory valuation that ties to the ledger.' },
      { name: 'Realtime dashboard', text: 'Notifications and subscription changes appear the moment they happen, in every open tab.' },
    ],
  },
  {
    title: 'Planned',
    items: [
      { name: 'Bank feeds', text: 'Import transactions from your bank daily instead of uploading statements.' },
      { name: 'Donor statements to every donor by e-mail', text: 'Send the year-end giving statements to every donor in one step; today they are e-mailed one donor at a time or downloaded together as a zip.' },
      { name: 'Grant budgets by funder period', text: 'Budgets that follow a grant’s own dates across fiscal years.' },
      { name: 'Timesheets', text: 'Staff log hours by program; payroll allocations follow the hours.' },
      { name: 'Board portal', text: 'Read-only access to statements for board members, without a paid seat.' },
      { name: 'Multi-currency', text: 'For organizations with programs abroad: record and report in several currencies.' },
    ],
  },
];

export function RoadmapPage() {
  return (
    <MarketingPage {...routeFor('/roadmap')} lead="What we have shipped and what we plan next. Plans are not promises of dates; the order comes from what customers ask for most.">
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
