// The documents the database finds for the palette's text (public.search_palette): asked once the
// person has stopped typing for a moment, a few of each kind, keyed by the organization so
// realtime changes and signing out clear them.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { PaletteDocument } from '@missionbase/app-config/palette';

/** How long the text must stay unchanged before the database is asked. */
const SETTLE_MS = 150;
/** Rows of each kind (SPEC section 9: the palette's cap of 5). */
const PER_KIND = 5;

export async function fetchPaletteDocuments(organizationId: string, query: string, signal?: AbortSignal): Promise<PaletteDocument[]> {
  let request = getSupabase().rpc('search_palette', { p_organization_id: organizationId, p_query: query, p_limit: PER_KIND });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return data;
}

/** The answer for `query` once it has settled: null while it is asked (or the text is still changing). */
export function usePaletteDocuments(organizationId: string | null, query: string): { documents: PaletteDocument[] | null; error: unknown } {
  const text = query.trim();
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const result = useQuery({
    queryKey: ['palette_search', organizationId ?? '', settled],
    queryFn: ({ signal }) => fetchPaletteDocuments(organizationId ?? '', settled, signal),
    enabled: organizationId !== null && settled !== '',
    staleTime: 30_000,
  });
  if (text === '' || settled !== text || !result.data) return { documents: null, error: result.error };
  return { documents: result.data, error: null };
}
