// Community content: forum categories and threads, upcoming events, and customer stories.

export const FORUM_CATEGORIES: readonly { name: string; description: string; topics: number; threads: readonly { title: string; replies: number; author: string }[] }[] = [
  {
    name: 'Fund accounting',
    description: 'Restrictions, releases, net asset classes and keeping funds in balance.',
    topics: 412,
    threads: [
      { title: 'How do you handle a multi-year grant paid in one installment?', replies: 18, author: 'lena_treasurer' },
      { title: 'Releasing restrictions monthly or at year end?', replies: 11, author: 'cfo_eastside' },
    ],
  },
  {
    name: 'Audits and Form 990',
    description: 'Preparing for the auditor, functional expenses and filing season.',
    topics: 236,
    threads: [
      { title: 'Checklist: what our auditor asked for in the first week', replies: 27, author: 'hannah_c' },
      { title: 'Allocating shared rent across programs', replies: 9, author: 'devp' },
    ],
  },
  {
    name: 'Payroll and HR',
    description: 'Splitting salaries across grants, benefits and timesheets.',
    topics: 158,
    threads: [{ title: 'Allocating one salary across three federal grants', replies: 14, author: 'clinic_ops' }],
  },
  {
    name: 'Using Missionbase',
    description: 'Tips, workflows and feature requests from customers.',
    topics: 689,
    threads: [
      { title: 'Our month-end close checklist in Missionbase', replies: 32, author: 'marisol_o' },
      { title: 'Feature request: donor statements by e-mail', replies: 21, author: 'youthworks_fin' },
    ],
  },
];

export const EVENTS: readonly { title: string; date: string; format: string; description: string }[] = [
  {
    title: 'Year-end close for nonprofits: a live walkthrough',
    date: '2026-12-09',
    format: 'Webinar, 60 minutes',
    description: 'Priya Raman, CPA, closes a sample food bank’s year in Missionbase: accruals, releases from restriction, and locking the period.',
  },
  {
    title: 'Office hours: bank statement imports',
    date: '2026-12-16',
    format: 'Live Q&A, 45 minutes',
    description: 'Bring a bank statement and your import questions; our support team answers them live.',
  },
  {
    title: 'Grant reporting without spreadsheets',
    date: '2027-01-20',
    format: 'Workshop, 90 minutes',
    description: 'Set up a restricted fund for a grant, tag its expenses by project and fund, and read the balance, activity and releases the funder’s report needs in one sitting.',
  },
  {
    title: 'Nonprofit Finance Meetup, Columbus',
    date: '2027-02-11',
    format: 'In person',
    description: 'An evening with finance staff from central Ohio nonprofits. Light dinner provided; free to attend.',
  },
];

export const SUCCESS_STORIES: readonly { organization: string; kind: string; headline: string; story: string; results: readonly string[] }[] = [
  {
    organization: 'Eastside Community Food Bank',
    kind: 'Food bank, 14 staff, 600 volunteers',
    headline: 'Month-end close from nine days to two',
    story:
      'Eastside tracked 23 restricted grants in spreadsheets and typed every bank line by hand. With a fund for each grant in the ledger, releases from restriction recorded in one step and bank statements imported instead of retyped, the finance team closes the month in two days.',
    results: ['Close time cut by 78%', 'Clean audit opinion two years running', '$1.2M of donated food recorded as in-kind gifts at fair value'],
  },
  {
    organization: 'Bright Futures Youth Alliance',
    kind: 'Youth mentoring charity, 6 sites',
    headline: 'One view of six after-school programs',
    story:
      'Each site kept its own books. Moving to one organization, with a fund for each grant and every transaction tagged with its program’s project, gave the board each program’s spending and the fund balances from one ledger, and the alliance used the figures to win a three-year county contract.',
    results: ['Spending per program at every board meeting', 'Fund balances from the ledger, not a spreadsheet', 'New $450K county contract'],
  },
  {
    organization: 'Riverside Free Clinic',
    kind: 'Community health clinic',
    headline: 'Federal grant reports in an afternoon',
    story:
      'The clinic runs three federal grants, each a fund with donor restrictions. Expenses are posted to each grant’s fund as they happen and releases are recorded when the money is spent, so the quarterly figures come straight from each fund’s balance and activity and the Statement of Activities.',
    results: ['Grant reporting from five days to four hours', 'Every grant’s balance and releases on its fund page', 'Zero questioned costs at the last single audit'],
  },
];
