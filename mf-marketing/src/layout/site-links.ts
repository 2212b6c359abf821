// The public site's navigation: the header's links (SPEC 2), the footer's four groups and the
// social profiles. Every internal link points at a real public route.

export interface SiteLink {
  label: string;
  to: string;
}

export const HEADER_LINKS: readonly SiteLink[] = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const LOG_IN_LINK: SiteLink = { label: 'Log In', to: '/login' };
export const GET_STARTED_LINK: SiteLink = { label: 'Get Started Free', to: '/signup' };

export interface FooterGroup {
  title: 'Product' | 'Company' | 'Resources' | 'Legal';
  links: readonly SiteLink[];
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

export const SOCIAL_LINKS: readonly { label: string; href: string }[] = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/missionbase' },
  { label: 'Bluesky', href: 'https://bsky.app/profile/missionbase.org' },
  { label: 'YouTube', href: 'https://www.youtube.com/@missionbase' },
  { label: 'GitHub', href: 'https://github.com/missionbase' },
];
