// The letterhead of an organization's documents (receipts, statements, invoices, purchase orders,
// pay stubs): name, logo, postal address in US order and EIN, from its organization_settings row.

export interface Letterhead {
  name: string;
  /** A URL the browser may fetch (the organization's logo). */
  logoUrl: string | null;
  /** Postal lines: street, second line, "City, ST 02110", country. */
  address: string[];
  ein: string | null;
}

/** The organization_settings columns a letterhead reads. */
export interface LetterheadSettings {
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  ein: string | null;
  logo_url: string | null;
}

/** Postal lines in US order: street, second line, "City, ST 02110", country. */
export function letterheadFrom(name: string, settings: LetterheadSettings | null): Letterhead {
  if (!settings) return { name, logoUrl: null, address: [], ein: null };
  const cityLine = [settings.city, [settings.region, settings.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = [settings.address_line1, settings.address_line2, cityLine, settings.country].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  return { name, logoUrl: settings.logo_url, address, ein: settings.ein };
}
