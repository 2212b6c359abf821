// Saves an invoice (save_invoice: header and draft lines in one transaction, and optionally issues
// it, which posts the receivable). The database numbers it from the organization's sequence and
// refuses in its words (a viewer, a locked period, an account of the wrong kind).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';
import { linesPayload } from '../../documents-shared/utils/document-form';
import type { DocumentFormOutput } from '../../documents-shared/utils/document-form';

export interface SaveInvoiceInput {
  invoiceId: string | null;
  values: DocumentFormOutput;
  customerEmail: string | null;
  /** Lines are sent only while the invoice is a draft (an issued invoice's lines are final). */
  withLines: boolean;
  issue: boolean;
}

export async function saveInvoice(organizationId: string, input: SaveInvoiceInput): Promise<string> {
  const { values } = input;
  const { data, error } = await getSupabase().rpc('save_invoice', {
    p_organization_id: organizationId,
    p_invoice_id: input.invoiceId ?? undefined,
    p_invoice: {
      customer_id: values.partyId,
      customer_email: input.customerEmail,
      issue_date: values.date,
      due_date: values.dueDate,
      terms: values.terms,
      fund_id: values.fundId,
      notes: values.notes,
    },
    p_lines: input.withLines ? linesPayload(values.lines).map((line) => ({ ...line })) : undefined,
    p_issue: input.issue,
  });
  if (error) throw error;
  return String(data);
}

export function useSaveInvoice() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: SaveInvoiceInput) => saveInvoice(organizationId ?? '', input),
    onSuccess: () => {
      if (!organizationId) return;
      invalidateOnTableChange('invoices', organizationId);
      invalidateOnTableChange('customers', organizationId);
      refreshAfterLedgerSave();
    },
  });
}
