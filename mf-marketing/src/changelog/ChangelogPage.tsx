// /changelog: every release, newest first.
import { MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';

const RELEASES = [
  {
    version: '3.4',
    date: '2026-11-12',
    changes: [
      'New: import a bank statement (CSV) into Transactions; every row is checked and previewed first, and duplicates are left out.',
      'New: the dashboard updates live when a notification arrives.',
      'Improved: Statement of Activities opens 30 times faster for large organizations.',
    ],
  },
  {
    version: '3.3',
    date: '2026-10-01',
    changes: ['New: templates store with budget workbooks, grant report packs and policy bundles.', 'Improved: organization logos upload directly from Settings.', 'New: export the whole organization’s books as a zip file from Settings, Advanced.'],
  },
  {
    version: '3.2',
    date: '2026-08-20',
    changes: ['New: compare the Statement of Activities with the prior period or the same period last year.', 'New: command palette (Ctrl+K or Cmd+K) searches accounts, funds and pages.', 'Improved: the funds list shows each fund’s restriction class and balance.'],
  },
  {
    version: '3.1',
    date: '2026-07-02',
    changes: ['New: reverse a posted journal entry on the date you choose; the original stays in the ledger.', 'Improved: trial banner says exactly how many days are left.', 'Fixed: viewers could open the new-transaction dialog (they could not save).'],
  },
];

export function ChangelogPage() {
  return (
    <MarketingPage {...routeFor('/changelog')} lead="What changed in each Missionbase release. We ship small improvements every week and a named release about every six weeks.">
      {RELEASES.map((release) => (
        <Section key={release.version} title={`Missionbase ${release.version}`}>
          <p style={{ color: '#6b7280', marginTop: 0 }}>
            Released <time dateTime={release.date}>{new Date(`${release.date}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}</time>
          </p>
          <ul style={{ lineHeight: 1.8 }}>
            {release.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </Section>
      ))}
    </MarketingPage>
  );
}
