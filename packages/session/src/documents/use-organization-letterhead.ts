// The letterhead of an organization's documents (name, logo, postal address, EIN) for the kit's
// buildDocumentPdf: from the session's bundle when it is the active organization (no request),
// otherwise read from organizations + organization_settings under RLS (every member reads them).
import { useQuery } from '@tanstack/react-query';
import { letterheadFrom, type Letterhead } from '@missionbase/domain/letterhead';
// Through the package's name: this entry is a share key apart from the session's own.
import { activeOrganizationAtom, getSupabase, organizationDataAtom, useSessionValue } from '@missionbase/session';

async function fetchLetterhead(organizationId: string): Promise<Letterhead> {
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
export function useOrganizationLetterhead(organizationId: string | null): Letterhead | null {
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
