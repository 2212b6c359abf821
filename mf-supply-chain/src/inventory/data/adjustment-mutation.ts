// Records an inventory adjustment (adjust_inventory): the database values it at moving-average
// cost (donated goods at their fair value), posts it (program expense, loss, in-kind revenue) and
// refuses in its words (below zero on hand, a locked period, a viewer).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import type { AdjustmentFormOutput } from './adjustment-form';

export function useAdjustItem() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: async ({ itemId, values }: { itemId: string; values: AdjustmentFormOutput }): Promise<string> => {
      const { data, error } = await getSupabase().rpc('adjust_inventory', {
        p_inventory_id: itemId,
        p_kind: values.kind,
        p_quantity: values.quantity,
        p_reason: values.reason,
        p_date: values.date,
        p_project_id: values.projectId ?? undefined,
        p_fund_id: values.fundId ?? undefined,
        p_unit_cost: values.kind === 'donation_in' ? values.unitCost : undefined,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => {
      if (organizationId) for (const table of ['inventory', 'stock_movements', 'journal_entries']) invalidateOnTableChange(table, organizationId);
    },
  });
}
