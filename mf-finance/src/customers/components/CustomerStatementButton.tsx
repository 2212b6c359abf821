// Download or e-mail a customer's statement of open invoices: the open invoices and their
// balance from search_invoices (SQL), laid out by the kit's letterhead document.
import { useState } from 'react';
import { useActiveOrganizationId, organizationToday } from '@missionbase/session';
import { sendDocumentEmail, useOrganizationLetterhead } from '@missionbase/session/documents';
import { Alert, Button, Flex, serverErrorMessage, useToast } from '@missionbase/ui';
import { buildDocumentPdf, downloadBlob } from '@missionbase/ui/export';
import { fetchDocumentList } from '../../documents-shared/data/document-list-query';
import { INVOICE_KIND } from '../../invoices/invoice-kind';
import type { CustomerListRow } from '../data/customer-list-query';
import type { SavedParty } from '../../documents-shared/components/PartiesList';
import { customerStatementInput } from '../utils/customer-statement-pdf';

export function CustomerStatementButton({ customer, canEmail }: { customer: SavedParty<CustomerListRow>; canEmail: boolean }) {
  const organizationId = useActiveOrganizationId();
  const letterhead = useOrganizationLetterhead(organizationId);
  const toast = useToast();
  const [busy, setBusy] = useState<'pdf' | 'email' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileName = `Statement ${customer.name ?? ''}.pdf`;

  const buildPdf = async () => {
    if (!organizationId || !letterhead) throw new Error('The organization letterhead is still loading; try again in a moment.');
    const open = await fetchDocumentList(INVOICE_KIND, organizationId, { customerId: customer.id, status: 'open', sort: 'due', direction: 'asc', limit: 1000, offset: 0 });
    return buildDocumentPdf(customerStatementInput(letterhead, customer, open.rows, open.totals?.balance ?? '0', organizationToday()));
  };
  const run = async (what: 'pdf' | 'email') => {
    setBusy(what);
    setProblem(null);
    try {
      const pdf = await buildPdf();
      if (what === 'pdf') {
        downloadBlob(pdf, fileName);
      } else if (customer.email && organizationId) {
        await sendDocumentEmail({
          organizationId, recipient: customer.email, subject: `Statement of open invoices from ${letterhead?.name ?? 'us'}`,
          body: `Hello,\n\nPlease find attached your statement of open invoices.\n\nThank you,\n${letterhead?.name ?? ''}`,
          pdf, fileName, documentType: 'customer_statement', documentId: null,
        });
        toast({ title: `Statement e-mailed to ${customer.email}`, variant: 'success' });
      }
    } catch (error) {
      setProblem(serverErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div style={{ marginBottom: 16 }}>
      {problem ? <Alert type="error" showIcon message="The statement could not be made" description={problem} style={{ marginBottom: 8 }} /> : null}
      <Flex wrap gap={8}>
        <Button loading={busy === 'pdf'} onClick={() => void run('pdf')}>Statement PDF</Button>
        {canEmail && customer.email ? <Button loading={busy === 'email'} onClick={() => void run('email')}>E-mail statement</Button> : null}
      </Flex>
    </div>
  );
}
