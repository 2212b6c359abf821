// A year's acknowledgements in one zip file: every donor's giving statement (the January
// mailing) or every gift's receipt. The data comes from giving_statements, each PDF from the kit,
// the zip from fflate (on use). The kit's export entry and the document code load on the first
// Download zip, not with the Donations page; the letterhead is the active
// organization's, from the session's bundle.
import { useState } from 'react';
import { activeOrganizationAtom, organizationDataAtom, useActiveOrganizationId, useSessionValue } from '@missionbase/session';
import { letterheadFrom } from '@missionbase/domain/letterhead';
import { Button, Flex, Typography, serverErrorMessage, useToast } from '@missionbase/ui';
import { Select } from '@missionbase/ui/table';
import { fetchGivingStatements } from '../data/giving-statements-query';
import type { ZipContent } from '../receipts/statements-zip';
import { YearSelect, statementYears } from './YearSelect';

export function StatementsZipButton() {
  const organizationId = useActiveOrganizationId();
  const active = useSessionValue(activeOrganizationAtom);
  const settings = useSessionValue(organizationDataAtom)?.organization_settings ?? null;
  // What useOrganizationLetterhead reads for the active organization: known once the bundle is.
  const ready = active !== null && active.id === organizationId && settings?.organization_id === organizationId;
  const wording = settings?.receipt_wording ?? null;
  const toast = useToast();
  const [year, setYear] = useState(() => statementYears()[1] ?? 0);
  const [progress, setProgress] = useState<string | null>(null);
  const [content, setContent] = useState<ZipContent>('statements');

  const make = async () => {
    if (!ready || !organizationId) return;
    setProgress('Reading the year’s gifts…');
    try {
      const [statements, { downloadBlob }, { buildDocumentsZip }] = await Promise.all([
        fetchGivingStatements(organizationId, year),
        import('@missionbase/ui/export'),
        import('../receipts/statements-zip'),
      ]);
      const letterhead = letterheadFrom(active.name, settings);
      if (statements.length === 0) {
        toast({ title: `No gifts in ${year}`, description: 'There is no statement to make.' });
        return;
      }
      const what = content === 'statements' ? 'statement' : 'receipt';
      let count = 0;
      const zip = await buildDocumentsZip(statements, letterhead, wording, content, (done, total) => {
        count = total;
        setProgress(`Making ${what} ${done} of ${total}…`);
      });
      downloadBlob(zip, content === 'statements' ? `Giving statements ${year}.zip` : `Receipts ${year}.zip`);
      toast({ title: `${count} ${what}s in the zip`, variant: 'success' });
    } catch (error) {
      toast({ title: 'The statements were not made', description: serverErrorMessage(error), variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex wrap gap="small" align="center">
      <Select
        aria-label="Documents in the zip"
        value={content}
        onChange={setContent}
        options={[{ value: 'statements', label: 'Giving statements' }, { value: 'receipts', label: 'Receipts' }]}
        style={{ width: 160 }}
      />
      <YearSelect label="Year of the documents" value={year} onChange={setYear} />
      <Button onClick={() => void make()} loading={progress !== null} disabled={!ready}>Download zip</Button>
      {progress ? <Typography.Text type="secondary" role="status">{progress}</Typography.Text> : null}
    </Flex>
  );
}
