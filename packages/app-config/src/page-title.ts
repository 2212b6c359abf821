// Page titles: the title a page shows in its <h1> and in document.title: the manifest's title of an
// application page, else derived from the path's last segment (public pages, SPEC section 2). A
// record below an application page (an invoice, an employee) is titled by its document
// (`recordTitle`, set by the record's page once loaded); until then, and in the top bar, its page's
// title stands: a path's id is never shown as a title.
import { pageForPath } from './navigation-manifest';

export const PRODUCT_NAME = 'Missionbase';
export const TAGLINE = `${PRODUCT_NAME} - Nonprofit Management`;
/** The home page has its own title rather than one derived from a path segment. */
export const HOME_TITLE = `${PRODUCT_NAME} - Nonprofit Finance, Projects and Operations`;

// Segments whose mechanical title-casing would read wrong.
const SEGMENT_TITLES: Readonly<Record<string, string>> = {
  gdpr: 'GDPR',
  login: 'Log In',
  signup: 'Sign Up',
  gantt: 'Gantt Chart',
  'chart-of-accounts': 'Chart of Accounts',
};

/** 'journal-entries' -> 'Journal Entries'. */
export function titleFromSegment(segment: string): string {
  const known = SEGMENT_TITLES[segment];
  if (known) return known;
  return decodeURIComponent(segment)
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('?')[0]!.split('#')[0]!.split('/').filter((part) => part.length > 0);
}

/**
 * The page title for a path: its manifest page's title, else from its last segment. Returns null
 * for the home page, which has its own title (HOME_TITLE).
 */
export function pageTitleFromPath(pathname: string): string | null {
  const segments = segmentsOf(pathname);
  const last = segments.at(-1);
  if (last === undefined) return null;
  if (segments.length === 1 && last === 'app') return 'Dashboard';
  const page = pageForPath(`/${segments.join('/')}`);
  if (page) return page.title;
  if (segments[0] === 'app') {
    // A record (or a step such as /new) below an application page: the nearest page's title.
    for (let length = segments.length - 1; length > 1; length -= 1) {
      const above = pageForPath(`/${segments.slice(0, length).join('/')}`);
      if (above) return above.title;
    }
  }
  return titleFromSegment(last);
}

/**
 * A record page's title: 'Invoice INV-5001 - Lakeside Senior Center', 'Employee Dana Lee'. The
 * number (or name) and the party are left out when empty.
 */
export function recordTitle(noun: string, number: string | null | undefined, party?: string | null): string {
  const named = [noun, number?.trim()].filter((part) => part).join(' ');
  const who = party?.trim();
  return who ? `${named} - ${who}` : named;
}

/** document.title for a page title: '{page} | Missionbase - Nonprofit Management', else the tagline. */
export function documentTitle(pageTitle: string | null | undefined): string {
  return pageTitle ? `${pageTitle} | ${TAGLINE}` : TAGLINE;
}
