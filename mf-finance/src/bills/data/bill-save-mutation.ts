// Saves a bill (save_bill: header and draft lines in one transaction). The database numbers it
// from the organization's sequence when no number is given, fills lines without an account from
// the vendor's default expense account, and refuses in its words.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';
import { linesPayload } from '../../documents-shared/utils/document-form';
import type { DocumentFormOutput } from '../../documents-shared/utils/document-form';

export interface SaveBillInput {
  billId: string | null;
  values: DocumentFormOutput;
  withLines: boolean;
}

export async function saveBill(organizationId: string, input: SaveBillInput): Promise<string> {
  const { values } = input;
  const { data, error } = await getSupabase().rpc('save_bill', {
    p_organization_id: organizationId,
    p_bill_id: input.billId ?? undefined,
    p_bill: {
      vendor_id: values.partyId,
      vendor_reference: values.reference,
      bill_date: values.date,
      due_date: values.dueDate,
      fund_id: values.fundId,
      notes: values.notes,
    },
    p_lines: input.withLines ? linesPayload(values.lines).map((line) => ({ ...line })) : undefined,
  });
  if (error) throw error;
  return String(data);
}

export function useSaveBill() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: SaveBillInput) => saveBill(organizationId ?? '', input),
    onSuccess: () => {
      if (!organizationId) return;
      invalidateOnTableChange('bills', organizationId);
      invalidateOnTableChange('vendors', organizationId);
      refreshAfterLedgerSave();
    },
  });
}
