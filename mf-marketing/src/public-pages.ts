// The public pages under the public layout (all but the home page and blog posts) and a line on
// what each will hold. Their content is not specified yet.
import { pageTitleFromPath } from '@missionbase/domain/page-title';

export interface PublicPage {
  path: string;
  title: string;
  description: string;
}

function page(path: string, description: string): PublicPage {
  return { path, title: pageTitleFromPath(path) ?? path, description };
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  page('/features', 'Finance, projects, people and supply chain in one place.'),
  page('/pricing', 'Starter, Growth and Scale plans, billed monthly or yearly, with a free trial.'),
  page('/about', 'Who builds Missionbase and why.'),
  page('/contact', 'How to reach us.'),
  page('/privacy-policy', 'How we handle your data.'),
  page('/terms-of-service', 'The terms of using Missionbase.'),
  page('/cookie-policy', 'The cookies we use.'),
  page('/gdpr', 'Your rights under the GDPR.'),
  page('/help-center', 'Answers to common questions.'),
  page('/documentation', 'Guides to every part of the product.'),
  page('/community', 'Nonprofit teams helping each other.'),
  page('/community/forums', 'Questions and answers from the community.'),
  page('/community/events', 'Webinars and meetups.'),
  page('/community/success-stories', 'How organizations run on Missionbase.'),
  page('/blog', 'News and guides for nonprofit finance teams.'),
  page('/careers', 'Work with us.'),
  page('/roadmap', 'What we are building next.'),
  page('/templates', 'Budgets, charts of accounts and reports to start from.'),
  page('/changelog', 'What changed in each release.'),
];

export interface FooterGroup {
  title: string;
  links: readonly { label: string; to: string }[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Templates', to: '/templates' },
      { label: 'Roadmap', to: '/roadmap' },
      { label: 'Changelog', to: '/changelog' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Help Center', to: '/help-center' },
      { label: 'Documentation', to: '/documentation' },
      { label: 'Community', to: '/community' },
      { label: 'Forums', to: '/community/forums' },
      { label: 'Events', to: '/community/events' },
      { label: 'Success Stories', to: '/community/success-stories' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Cookie Policy', to: '/cookie-policy' },
      { label: 'GDPR', to: '/gdpr' },
    ],
  },
];

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'GitHub', href: 'https://github.com/' },
];
