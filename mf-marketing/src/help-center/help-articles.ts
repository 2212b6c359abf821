// Help Center articles: short, task-shaped answers to the questions customers ask most.

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
    body: 'Create one journal entry dated the last day of your previous fiscal year. Debit each asset account, credit each liability, and put the difference in the net asset account of each fund so every fund balances.',
    keywords: ['migration', 'quickbooks', 'spreadsheet', 'journal entry', 'balances'],
  },
  {
    id: 'restricted-funds',
    category: 'Finance',
    title: 'Record a restricted grant and release it when spent',
    body: 'Create a fund with donor restrictions for the grant, record the award as a donation to that fund, and post expenses to the same fund. At period end, the release from restriction moves the spent amount to net assets without donor restrictions.',
    keywords: ['grant', 'restriction', 'release', 'asu 2016-14', 'temporarily restricted'],
  },
  {
    id: 'in-kind-donations',
    category: 'Finance',
    title: 'Record in-kind donations such as food or services',
    body: 'Use a donation with the type In-kind, value it at fair value on the date received, and choose the inventory or expense account it lands in. Food banks usually post donated food to inventory and expense it when distributed.',
    keywords: ['in kind', 'gift in kind', 'food', 'fair value', 'volunteer services'],
  },
  {
    id: 'reconcile-bank',
    category: 'Finance',
    title: 'Reconcile a bank account each month',
    body: 'Open Finance, Reconciliation, choose the account and enter the statement end date and balance. Tick each transaction that appears on the statement until the difference is zero, then finish the reconciliation.',
    keywords: ['bank', 'statement', 'cleared', 'difference', 'month end'],
  },
  {
    id: 'pay-a-bill',
    category: 'Finance',
    title: 'Enter a vendor bill and record its payment',
    body: 'Create the bill with the vendor, due date, expense account and fund. When you pay it, record the payment from the bank account: the bill moves from unpaid to paid and accounts payable goes down.',
    keywords: ['vendor', 'payable', 'invoice', 'due date', 'payment'],
  },
  {
    id: 'statement-of-activities',
    category: 'Reports',
    title: 'Read the Statement of Activities',
    body: 'The Statement of Activities is the nonprofit income statement. It shows revenue and expenses by net asset class for a period, and the change in net assets. Filter by fund or project to report on one grant.',
    keywords: ['income statement', 'profit and loss', 'net assets', 'board report'],
  },
  {
    id: 'budget-vs-actuals',
    category: 'Reports',
    title: 'Compare your budget with actual results',
    body: 'Create a budget under Finance, Budgeting with line items by account and month. Budget vs. Actuals then shows each account’s budget, actual amount and variance for any period.',
    keywords: ['budget', 'variance', 'forecast', 'board'],
  },
  {
    id: 'form-990',
    category: 'Reports',
    title: 'Prepare numbers for Form 990',
    body: 'Program Expense Analysis gives functional expenses by program, management and fundraising. The Taxes Report and Statement of Financial Position give the balance sheet figures your preparer needs.',
    keywords: ['990', 'irs', 'functional expenses', 'tax', 'preparer'],
  },
  {
    id: 'run-payroll',
    category: 'People and projects',
    title: 'Run payroll and split salaries across grants',
    body: 'Set each employee’s pay rate and fund allocation, then start a payroll run under HR, Payroll. Missionbase posts wages and liabilities to the funds in the allocation percentages.',
    keywords: ['salary', 'wages', 'allocation', 'employee', 'grant'],
  },
  {
    id: 'track-project-costs',
    category: 'People and projects',
    title: 'Track what a program costs',
    body: 'Create a project for the program, then choose it on transactions, bills and payroll lines. Program Expense Analysis and the project page show its spending against its budget.',
    keywords: ['program', 'project', 'cost', 'tasks', 'gantt'],
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
    id: 'reset-password',
    category: 'Billing and account',
    title: 'Reset a forgotten password',
    body: 'On the log in page choose Forgot password and enter your e-mail. The link we send is valid for one hour. If it does not arrive, check your spam folder or ask your organization’s owner to invite you again.',
    keywords: ['password', 'login', 'sign in', 'locked out', 'email'],
  },
];
