// Help Center articles: short, task-shaped answers to the questions customers ask most. Each one
// describes only what the application does today (product-areas.test.ts checks them against the
// built screens).

export interface HelpArticle {
  id: string;
  category: 'Getting started' | 'Finance' | 'Reports' | 'People and projects' | 'Billing and account';
  title: string;
  body: string;
  keywords: readonly string[];
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'set-up-organization',
    category: 'Getting started',
    title: 'Set up your organization in 15 minutes',
    body: 'After sign-up Missionbase creates your organization with a nonprofit chart of accounts and a General Fund. Open Settings, Organization to add your logo, fiscal year start and EIN, then invite your treasurer from Settings, Users.',
    keywords: ['onboarding', 'fiscal year', 'ein', 'logo', 'invite'],
  },
  {
    id: 'import-opening-balances',
    category: 'Getting started',
    title: 'Enter opening balances from your previous system',
    body: 'Under Finance, Journal entries, create one entry dated the last day of your previous fiscal year. Debit each asset account, credit each liability, and put the difference in the net asset account of each fund so every fund balances; the entry can be posted only when it does.',
    keywords: ['migration', 'quickbooks', 'spreadsheet', 'journal entry', 'balances'],
  },
  {
    id: 'restricted-funds',
    category: 'Finance',
    title: 'Record a restricted grant and release it when spent',
    body: 'Under Funds, add a fund with donor restrictions for the grant. Record the award under Donations as a gift into that fund (the gift takes the fund’s restriction), and post the grant’s expenses to the same fund. When the money has been spent as the donor asked, open the fund and choose Release from restriction: Missionbase posts the entry that moves the amount to net assets without donor restrictions, and the fund’s page lists every release with its entry.',
    keywords: ['grant', 'restriction', 'release', 'asu 2016-14', 'temporarily restricted'],
  },
  {
    id: 'in-kind-donations',
    category: 'Finance',
    title: 'Record in-kind donations such as food or services',
    body: 'Under Donations choose New donation, pick or add the donor, set the method to In-kind and describe the gift. Enter its fair value on the date received as the amount, and choose the fund (and project, if any) it supports.',
    keywords: ['in kind', 'gift in kind', 'food', 'fair value', 'donated goods'],
  },
  {
    id: 'import-bank-statement',
    category: 'Finance',
    title: 'Import a bank statement',
    body: 'Under Transactions choose Import and pick the CSV file your bank exports. Missionbase checks every row and shows a preview before anything is written; rows already in your books are left out as duplicates, and only the rows that are ready are imported.',
    keywords: ['bank', 'statement', 'csv', 'import', 'duplicates'],
  },
  {
    id: 'correct-journal-entry',
    category: 'Finance',
    title: 'Correct a posted journal entry',
    body: 'A draft journal entry can be changed freely, and it can be posted only when it balances in every fund. Posted entries are never edited: open the entry under Finance, Journal entries and choose Reverse, pick the date, and Missionbase posts the same lines with debits and credits swapped. Then enter the correct entry.',
    keywords: ['mistake', 'reversal', 'reverse', 'draft', 'post', 'journal entry'],
  },
  {
    id: 'export-transactions',
    category: 'Finance',
    title: 'Export transactions to CSV, Excel or PDF',
    body: 'Under Transactions, filter the list by date, type, account, fund or project, then export it to CSV, Excel or PDF. The export holds the rows and totals of the filtered list.',
    keywords: ['export', 'excel', 'pdf', 'csv', 'download'],
  },
  {
    id: 'statement-of-activities',
    category: 'Reports',
    title: 'Read the Statement of Activities',
    body: 'The Statement of Activities is the nonprofit income statement. It shows revenue and expenses by net asset class for a period, and the change in net assets. Open it under Reports, choose the period, compare it with the prior period or the same period last year, and export it for your board.',
    keywords: ['income statement', 'profit and loss', 'net assets', 'board report'],
  },
  {
    id: 'statement-of-financial-position',
    category: 'Reports',
    title: 'Read the Statement of Financial Position',
    body: 'The Statement of Financial Position is the nonprofit balance sheet: assets, liabilities, and net assets with and without donor restrictions. Open it under Reports, compare it with an earlier date, and export it.',
    keywords: ['balance sheet', 'assets', 'liabilities', 'net assets', 'board report'],
  },
  {
    id: 'form-990',
    category: 'Reports',
    title: 'Prepare numbers for Form 990',
    body: 'Export the Statement of Financial Position and the Statement of Activities for the fiscal year and give them to your preparer; Settings, Advanced also exports the whole organization’s books as a zip file if they want the detail.',
    keywords: ['990', 'irs', 'tax', 'preparer', 'year end'],
  },
  {
    id: 'invite-team',
    category: 'People and projects',
    title: 'Invite your team and choose their roles',
    body: 'Under Settings, Users, invite each person by e-mail with a role: owners and admins manage the organization and its users, members keep the books, and viewers read everything and change nothing. You can change a role or remove someone at any time.',
    keywords: ['users', 'roles', 'invite', 'viewer', 'treasurer', 'board'],
  },
  {
    id: 'track-project-costs',
    category: 'People and projects',
    title: 'Track what a program costs',
    body: 'Choose the program’s project on its transactions and donations, then filter Transactions by that project to see everything it spent, with totals. The dashboard shows each project’s spending against its budget.',
    keywords: ['program', 'project', 'cost', 'grant'],
  },
  {
    id: 'lock-period',
    category: 'Billing and account',
    title: 'Lock a period you have reported',
    body: 'Owners and admins can lock the books up to a date under Settings, Advanced, so nothing dated in a period you have reported can be added or changed. The audit log on the same page shows who changed what, and when.',
    keywords: ['close', 'month end', 'year end', 'lock', 'audit log'],
  },
  {
    id: 'choose-plan',
    category: 'Billing and account',
    title: 'Choose a plan before your trial ends',
    body: 'The banner at the top of the app counts down your trial. Choose a Plan opens the plans; pick Starter, Growth or Scale, monthly or yearly, and pay by card. Your data stays exactly as it is.',
    keywords: ['trial', 'subscribe', 'upgrade', 'card', 'payment'],
  },
  {
    id: 'switch-organization',
    category: 'Billing and account',
    title: 'Work in more than one organization',
    body: 'If you keep the books for several nonprofits, each one is a separate organization with its own data and plan. Use the organization switcher in the top bar; the app remembers the last one you used.',
    keywords: ['multiple', 'switch', 'bookkeeper', 'accountant', 'client'],
  },
  {
    id: 'change-password',
    category: 'Billing and account',
    title: 'Change your password',
    body: 'Open Settings, Profile, enter your current password and the new one twice. If you have forgotten your password, write to us from the Contact page and we will help you back in.',
    keywords: ['password', 'login', 'sign in', 'locked out', 'email', 'reset'],
  },
];
