// A donor's year-end giving statement in the donor drawer: choose the year, download the
// PDF or e-mail it through the outbox. The gifts and totals come from giving_statements.
import { useState } from 'react';
import { organizationDataAtom, useActiveOrganizationId, useSessionValue } from '@missionbase/session';
import { useOrganizationLetterhead } from '@missionbase/session/documents';
import { Button, Flex, Typography, serverErrorMessage, useToast } from '@missionbase/ui';
import { buildDocumentPdf, downloadBlob } from '@missionbase/ui/export';
import { fetchGivingStatements } from '../data/giving-statements-query';
import { useEmailDonationDocument } from '../data/receipt-email-mutation';
import { documentFileName, statementDocument } from '../receipts/receipt-document';
import type { GivingStatement } from '../receipts/receipt-document';
import { EmailDocumentDialog } from './EmailDocumentDialog';
import { YearSelect, statementYears } from './YearSelect';

export function GivingStatementActions({ donorId, donorEmail, readOnly }: { donorId: string; donorEmail: string | null; readOnly: boolean }) {
  const organizationId = useActiveOrganizationId();
  const letterhead = useOrganizationLetterhead(organizationId);
  const wording = useSessionValue(organizationDataAtom)?.organization_settings?.receipt_wording ?? null;
  const email = useEmailDonationDocument();
  const toast = useToast();
  // Statements are usually made in January for the year just ended.
  const [year, setYear] = useState(() => statementYears()[1] ?? 0);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const statementOf = async (): Promise<GivingStatement | null> => {
    const [statement] = await fetchGivingStatements(organizationId ?? '', year, donorId);
    if (!statement) setMessage(`No gifts in ${year}: there is no statement to make.`);
    return statement ?? null;
  };

  const download = async () => {
    if (!letterhead) return;
    setBusy(true);
    setMessage(null);
    try {
      const statement = await statementOf();
      if (statement) downloadBlob(await buildDocumentPdf(statementDocument(statement, letterhead, wording)), documentFileName('Giving statement', String(year), statement.donor?.name ?? ''));
    } catch (error) {
      toast({ title: 'The statement was not made', description: serverErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Year-end giving statement" style={{ marginTop: 16 }}>
      <Typography.Title level={3} style={{ fontSize: 15 }}>Year-end giving statement</Typography.Title>
      <Flex wrap gap="small" align="center">
        <YearSelect label="Statement year" value={year} onChange={setYear} />
        <Button onClick={() => void download()} loading={busy} disabled={!letterhead}>Download statement</Button>
        {readOnly ? null : <Button onClick={() => setAsking(true)} disabled={!letterhead}>E-mail statement</Button>}
      </Flex>
      {message ? <Typography.Paragraph type="secondary" role="status" style={{ marginTop: 8 }}>{message}</Typography.Paragraph> : null}
      {asking && letterhead ? (
        <EmailDocumentDialog
          open
          title={`E-mail the ${year} giving statement`}
          defaultRecipient={donorEmail}
          onClose={() => setAsking(false)}
          onSend={async (recipient) => {
            const statement = await statementOf();
            if (!statement) return;
            await email.mutateAsync({
              recipient,
              subject: `Your ${year} giving statement from ${letterhead.name}`,
              body: `Dear ${statement.donor?.name ?? ''},\n\nThank you for your support in ${year}. Your giving statement for the year is attached; please keep it for your tax records.\n\n${letterhead.name}`,
              document: statementDocument(statement, letterhead, wording),
              fileName: documentFileName('Giving statement', String(year), statement.donor?.name ?? ''),
              documentType: 'giving_statement',
              documentId: donorId,
            });
            toast({ title: `Statement sent to ${recipient}`, variant: 'success' });
          }}
        />
      ) : null}
    </section>
  );
}
