// set_form_990_line: owners and admins map an account to another Form 990 line (null: the default);
// the reports (ledger-derived) refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEDGER, getSupabase, useActiveOrganizationId } from '@missionbase/session';

export function useSetForm990Line() {
  const organizationId = useActiveOrganizationId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ accountId, line }: { accountId: string; line: string | null }) => {
      const { error } = await getSupabase().rpc('set_form_990_line', {
        // '' restores the default line.
        p_organization_id: organizationId ?? '', p_account_id: accountId, p_line: line ?? '',
      });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LEDGER, organizationId ?? '', 'report'] }),
  });
}
