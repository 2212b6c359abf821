// The reports landing page: every report by name (from the navigation manifest) with what it answers,
// grouped as an accountant reads them: the statements, the analyses, and the books themselves.
import { Link } from '@missionbase/router';
import { REPORT_NAMES } from '@missionbase/app-config/navigation-manifest';
import { PageFrame, Typography } from '@missionbase/ui';

type Slug = keyof typeof REPORT_NAMES;

const GROUPS: ReadonlyArray<{ title: string; reports: ReadonlyArray<[Slug, string]> }> = [
  {
    title: 'Financial statements',
    reports: [
      ['position', 'Assets, liabilities and net assets with and without donor restrictions, as of a date.'],
      ['activities', 'Revenue, releases from restriction, expenses and the change in net assets for a period.'],
      ['cashflows', 'Where cash came from and went (indirect method), ending at the cash on hand.'],
      ['program-expenses', 'Expenses by nature and function, and the program expense ratio.'],
    ],
  },
  {
    title: 'Analyses',
    reports: [
      ['budget-vs-actuals', 'The approved budget against the ledger, with variances.'],
      ['fund-balance', 'Each fund from its beginning to its ending balance.'],
      ['donors', 'Giving levels, new, retained and lapsed donors, retention and top donors.'],
      ['inventory', 'Items on hand at cost, tied to the inventory accounts.'],
      ['taxes', 'Form 990 revenue and functional expenses, 1099 vendors and payroll taxes.'],
    ],
  },
  {
    title: 'The books',
    reports: [
      ['trial-balance', 'Every account\'s debit or credit balance; the two columns agree.'],
      ['general-ledger', 'The posted lines of any account, with opening and running balances.'],
    ],
  },
];

export function ReportsIndex() {
  const listed = new Set(GROUPS.flatMap((group) => group.reports.map(([slug]) => slug)));
  const others = (Object.keys(REPORT_NAMES) as Slug[]).filter((slug) => !listed.has(slug));
  return (
    <PageFrame title="Reports" description="Financial statements and analyses, read from the general ledger. Every amount opens the ledger lines behind it.">
      {GROUPS.map((group) => (
        <section key={group.title}>
          <Typography.Title level={2} style={{ fontSize: 20 }}>{group.title}</Typography.Title>
          <ul>
            {group.reports.map(([slug, text]) => (
              <li key={slug} style={{ marginBottom: 6 }}>
                <Link to={`/app/reports/${slug}`}>{REPORT_NAMES[slug]}</Link>: {text}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {others.length > 0 ? (
        <ul>
          {others.map((slug) => (
            <li key={slug}>
              <Link to={`/app/reports/${slug}`}>{REPORT_NAMES[slug]}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </PageFrame>
  );
}
