// The public pages an end-to-end test visits, written out by hand from the spec and the site (not
// imported from the app), with the heading a visitor should see and whether the page shares an image.
export interface PublicPageExpectation {
  path: string;
  heading: string;
  /** Pages with a sharing image use Twitter's large card (HEAD-6). */
  image: boolean;
}

export const HOME_PAGE: PublicPageExpectation = { path: '/', heading: 'Nonprofit finance and operations, in one place', image: true };

export const PUBLIC_PAGES: PublicPageExpectation[] = [
  HOME_PAGE,
  { path: '/features', heading: 'Features', image: false },
  { path: '/pricing', heading: 'Pricing', image: false },
  { path: '/about', heading: 'About', image: false },
  { path: '/contact', heading: 'Contact', image: false },
  { path: '/privacy-policy', heading: 'Privacy Policy', image: false },
  { path: '/terms-of-service', heading: 'Terms of Service', image: false },
  { path: '/cookie-policy', heading: 'Cookie Policy', image: false },
  { path: '/gdpr', heading: 'GDPR', image: false },
  { path: '/help-center', heading: 'Help Center', image: false },
  { path: '/documentation', heading: 'Documentation', image: false },
  { path: '/community', heading: 'Community', image: false },
  { path: '/community/forums', heading: 'Forums', image: false },
  { path: '/community/events', heading: 'Events', image: false },
  { path: '/community/success-stories', heading: 'Success Stories', image: false },
  { path: '/blog', heading: 'Blog', image: false },
  { path: '/blog/our-first-grant', heading: 'Our First Grant', image: true },
  { path: '/careers', heading: 'Careers', image: false },
  { path: '/roadmap', heading: 'Roadmap', image: false },
  { path: '/templates', heading: 'Templates', image: false },
  { path: '/changelog', heading: 'Changelog', image: false },
];
