// The shared tail of this screen's mutations: run one RPC, then refetch the reconciliation's
// workspace, the list, and (when the ledger moved) the ledger figures and transactions everywhere.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reconciliationKeys } from './keys';

export function useReconciliationMutation<TVariables, TResult>(
  organizationId: string | null,
  run: (variables: TVariables) => Promise<TResult>,
  options: { movesLedger?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      if (!organizationId) return;
      const keys: ReadonlyArray<readonly unknown[]> = options.movesLedger
        ? [['ledger', organizationId], ['transactions', organizationId], reconciliationKeys.all(organizationId)]
        : [reconciliationKeys.workspaces(organizationId), reconciliationKeys.all(organizationId)];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
