// Live updates of a reconciliation someone else is working on: statement lines and matches are not
// ledger tables, so the organization feed's ['ledger'] refresh does not cover them; this listens to
// both (and the reconciliations themselves) and refetches the workspaces and the list.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { reconciliationKeys } from '../data/keys';

const TABLES = ['bank_reconciliations', 'bank_statement_lines', 'bank_statement_matches'] as const;

export function useReconciliationRealtime(organizationId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!organizationId) return undefined;
    const supabase = getSupabase();
    const filter = `organization_id=eq.${organizationId}`;
    let timer: number | undefined;
    // Many rows change in one import: refetch once after the burst.
    const refresh = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: reconciliationKeys.workspaces(organizationId) });
        void queryClient.invalidateQueries({ queryKey: reconciliationKeys.all(organizationId) });
      }, 250);
    };
    let channel = supabase.channel(`reconciliation:${organizationId}:${Math.random().toString(36).slice(2)}`);
    for (const table of TABLES) channel = channel.on('postgres_changes', { event: '*', schema: 'public', table, filter }, refresh);
    channel.subscribe();
    return () => {
      window.clearTimeout(timer);
      void supabase.removeChannel(channel);
    };
  }, [organizationId, queryClient]);
}
