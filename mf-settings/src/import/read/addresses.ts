// A postal address written as one cell ("12 Main St, Suite 4, Springfield, IL 62701 USA", or the
// same on several lines) or as numbered lines (QuickBooks Desktop's BADDR1-5), split into the
// model's fields. The last line that reads "City, ST 12345" (a US state or a Canadian province with
// its postal code) gives city, region and postal code; the lines above are the street lines.

export interface AddressParts {
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
}

const NO_ADDRESS: AddressParts = { address_line1: null, address_line2: null, city: null, region: null, postal_code: null, country: null };

// Only words that cannot be a state: "CA" alone is California more often than Canada.
const COUNTRY = /^(?:USA?|U\.S\.A?\.?|United States(?: of America)?|Canada)$/i;
const POSTAL = String.raw`(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)`;
const COUNTRY_WORDS = String.raw`(USA?|U\.S\.A?\.?|United States(?: of America)?|Canada)`;
/** "IL 62701" (the city in the part before). */
const REGION_POSTAL = new RegExp(String.raw`^([A-Z]{2})\.?\s+${POSTAL}(?:,?\s+${COUNTRY_WORDS})?$`, 'i');
/** "Springfield, IL 62701" or "Springfield IL 62701". */
const CITY_LINE = new RegExp(String.raw`^(.*?\S),?\s+([A-Z]{2})\.?,?\s+${POSTAL}(?:,?\s+${COUNTRY_WORDS})?$`, 'i');

function tidy(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

function countryName(value: string | undefined): string | null {
  const text = tidy(value);
  if (!text) return null;
  return /^Canada$/i.test(text) ? 'Canada' : /^(?:USA?|U\.S\.A?\.?|United States(?: of America)?)$/i.test(text) ? 'United States' : text;
}

/** Splits the given lines (blank ones ignored); a single line is split at its commas. */
export function splitAddress(lines: readonly string[]): AddressParts {
  let parts = lines.flatMap((line) => line.split(/\r?\n/)).map((line) => line.trim()).filter((line) => line !== '');
  if (parts.length === 1) parts = (parts[0] ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length === 0) return NO_ADDRESS;
  let country: string | null = null;
  if (parts.length > 1 && COUNTRY.test(parts[parts.length - 1] ?? '')) {
    country = countryName(parts[parts.length - 1]);
    parts = parts.slice(0, -1);
  }
  const last = parts[parts.length - 1] ?? '';
  const streetOf = (street: string[]) => ({ address_line1: tidy(street[0]), address_line2: tidy(street.slice(1).join(', ')) });
  const regionPostal = REGION_POSTAL.exec(last);
  if (regionPostal && parts.length > 1) {
    return { ...streetOf(parts.slice(0, -2)), city: tidy(parts[parts.length - 2]), region: tidy(regionPostal[1]?.toUpperCase()), postal_code: tidy(regionPostal[2]?.toUpperCase()), country: country ?? countryName(regionPostal[3]) };
  }
  const cityLine = CITY_LINE.exec(last);
  if (cityLine) {
    return { ...streetOf(parts.slice(0, -1)), city: tidy(cityLine[1]), region: tidy(cityLine[2]?.toUpperCase()), postal_code: tidy(cityLine[3]?.toUpperCase()), country: country ?? countryName(cityLine[4]) };
  }
  return { ...streetOf(parts), city: null, region: null, postal_code: null, country };
}
