// The letterhead of an organization's documents (name, logo, postal address, EIN) for
// buildDocumentPdf: from the session's bundle when it is the active organization (no request),
// otherwise read from organizations + organization_settings under RLS (every member reads them).
import { useQuery } from '@tanstack/react-query';
import { activeOrganizationAtom, getSupabase, organizationDataAtom, useSessionValue, type Tables } from '@missionbase/session';
import type { DocumentOrganization } from './document-pdf';

type SettingsAddress = Pick<Tables<'organization_settings'>, 'address_line1' | 'address_line2' | 'city' | 'region' | 'postal_code' | 'country' | 'ein' | 'logo_url'>;

/** Postal lines in US order: street, second line, "City, ST 02110", country. */
export function letterheadFrom(name: string, settings: SettingsAddress | null): DocumentOrganization {
  if (!settings) return { name, logoUrl: null, address: [], ein: null };
  const cityLine = [settings.city, [settings.region, settings.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = [settings.address_line1, settings.address_line2, cityLine, settings.country].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  return { name, logoUrl: settings.logo_url, address, ein: settings.ein };
}

async function fetchLetterhead(organizationId: string): Promise<DocumentOrganization> {
  const supabase = getSupabase();
  const [organization, settings] = await Promise.all([
    supabase.from('organizations').select('name').eq('id', organizationId).single(),
    supabase.from('organization_settings').select('address_line1, address_line2, city, region, postal_code, country, ein, logo_url').eq('organization_id', organizationId).maybeSingle(),
  ]);
  if (organization.error) throw organization.error;
  if (settings.error) throw settings.error;
  return letterheadFrom(organization.data.name, settings.data);
}

/** The letterhead, or null until it is known. */
export function useOrganizationLetterhead(organizationId: string | null): DocumentOrganization | null {
  const active = useSessionValue(activeOrganizationAtom);
  const bundle = useSessionValue(organizationDataAtom);
  const settings = bundle?.organization_settings ?? null;
  const fromBundle = organizationId !== null && active?.id === organizationId && settings?.organization_id === organizationId;
  const query = useQuery({
    queryKey: ['organization_settings', organizationId ?? '', 'letterhead'],
    queryFn: () => fetchLetterhead(organizationId ?? ''),
    enabled: organizationId !== null && !fromBundle,
  });
  if (fromBundle && active) return letterheadFrom(active.name, settings);
  return query.data ?? null;
}
