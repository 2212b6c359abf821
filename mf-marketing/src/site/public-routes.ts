// Every public page of the site with its title and description: the single list the routes, the
// head tags and the build-time sitemap read. Framework-free so the build config can import it.

export interface PublicRoute {
  path: string;
  /** The page's <h1> and the first part of its document title. */
  title: string;
  /** The meta description: one or two sentences a search result can show. */
  description: string;
}

export const HOME_ROUTE: PublicRoute = {
  path: '/',
  title: 'Nonprofit finance and operations, in one place',
  description:
    'Missionbase is fund accounting for nonprofits: transactions, funds and restrictions, donations, journal entries and the core financial statements, intuitive, powerful and affordable, with a 14-day free trial.',
};

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/features', title: 'Features', description: 'Fund accounting for nonprofits: transactions with bank import and export, chart of accounts, funds and releases, journal entries, donations and the core financial statements.' },
  { path: '/pricing', title: 'Pricing', description: 'Starter, Growth and Scale plans for nonprofits, billed monthly or yearly, each with a 14-day free trial and no card needed to start.' },
  { path: '/about', title: 'About', description: 'Missionbase is built by former nonprofit finance staff and accountants who want every mission-driven team to close its books with confidence.' },
  { path: '/contact', title: 'Contact', description: 'Write to the Missionbase team about sales, support, nonprofit discounts or partnerships. We answer within one business day.' },
  { path: '/privacy-policy', title: 'Privacy Policy', description: 'What personal data Missionbase collects, why, how long we keep it and the choices you have.' },
  { path: '/terms-of-service', title: 'Terms of Service', description: 'The agreement between your organization and Missionbase for using the service, billing, data ownership and acceptable use.' },
  { path: '/cookie-policy', title: 'Cookie Policy', description: 'The cookies and local storage Missionbase uses, what each is for and how to control them.' },
  { path: '/gdpr', title: 'GDPR', description: 'How Missionbase supports your organization under the EU General Data Protection Regulation: roles, rights, processors and transfers.' },
  { path: '/help-center', title: 'Help Center', description: 'Search step-by-step answers about funds, donations and pledges, invoices and bills, budgets, bank reconciliation, reports, payroll, projects, purchasing and billing.' },
  { path: '/documentation', title: 'Documentation', description: 'Guides to Missionbase: finance, fund accounting, donations, invoices and bills, budgets and reconciliation, reports, projects, payroll, purchasing and settings.' },
  { path: '/community', title: 'Community', description: 'Nonprofit finance teams helping each other: forums, live events and stories from organizations that run on Missionbase.' },
  { path: '/community/forums', title: 'Forums', description: 'Ask and answer questions about fund accounting, grants, audits and Missionbase with other nonprofit finance staff.' },
  { path: '/community/events', title: 'Events', description: 'Webinars, office hours and workshops on nonprofit bookkeeping, year-end close, Form 990 preparation and Missionbase.' },
  { path: '/community/success-stories', title: 'Success Stories', description: 'How food banks, youth charities, clinics and shelters cut their month-end close and pass audits with Missionbase.' },
  { path: '/blog', title: 'Blog', description: 'Practical articles on fund accounting, restricted gifts, grant reporting and running nonprofit operations.' },
  { path: '/careers', title: 'Careers', description: 'Join a remote team building finance software for nonprofits. See open roles, how we work and what we offer.' },
  { path: '/roadmap', title: 'Roadmap', description: 'What the Missionbase team has shipped and plans next, and how to tell us what you need.' },
  { path: '/templates', title: 'Templates', description: 'Budget workbooks, grant report packs, charts of accounts and policy bundles made for nonprofits, ready to use with Missionbase.' },
  { path: '/changelog', title: 'Changelog', description: 'Every Missionbase release: new features, improvements and fixes, newest first.' },
];

/** Every listed page (home first): what the sitemap lists besides blog posts. */
export const SITE_PAGES: readonly PublicRoute[] = [HOME_ROUTE, ...PUBLIC_ROUTES];

export function routeFor(path: string): PublicRoute {
  const route = SITE_PAGES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`PUBLIC_ROUTE_UNKNOWN: ${path}`);
  return route;
}
