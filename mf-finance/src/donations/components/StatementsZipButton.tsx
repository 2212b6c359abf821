// Every donor's giving statement for a year in one zip file [13.4] (for the January mailing): the
// statements come from giving_statements, each PDF from the kit, the zip from fflate (on use).
import { useState } from 'react';
import { organizationDataAtom, useActiveOrganizationId, useSessionValue } from '@missionbase/session';
import { Button, Flex, Typography, downloadBlob, serverErrorMessage, useOrganizationLetterhead, useToast } from '@missionbase/ui';
import { fetchGivingStatements } from '../data/giving-statements-query';
import { buildStatementsZip } from '../receipts/statements-zip';
import { YearSelect, statementYears } from './YearSelect';

export function StatementsZipButton() {
  const organizationId = useActiveOrganizationId();
  const letterhead = useOrganizationLetterhead(organizationId);
  const wording = useSessionValue(organizationDataAtom)?.organization_settings?.receipt_wording ?? null;
  const toast = useToast();
  const [year, setYear] = useState(() => statementYears()[1] ?? new Date().getFullYear() - 1);
  const [progress, setProgress] = useState<string | null>(null);

  const make = async () => {
    if (!letterhead || !organizationId) return;
    setProgress('Reading the year’s gifts…');
    try {
      const statements = await fetchGivingStatements(organizationId, year);
      if (statements.length === 0) {
        toast({ title: `No gifts in ${year}`, description: 'There is no statement to make.' });
        return;
      }
      const zip = await buildStatementsZip(statements, letterhead, wording, (done, total) => setProgress(`Making statement ${done} of ${total}…`));
      downloadBlob(zip, `Giving statements ${year}.zip`);
      toast({ title: `${statements.length} statements in the zip`, variant: 'success' });
    } catch (error) {
      toast({ title: 'The statements were not made', description: serverErrorMessage(error), variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex wrap gap="small" align="center">
      <YearSelect label="Year of the statements" value={year} onChange={setYear} />
      <Button onClick={() => void make()} loading={progress !== null} disabled={!letterhead}>Year-end statements (zip)</Button>
      {progress ? <Typography.Text type="secondary" role="status">{progress}</Typography.Text> : null}
    </Flex>
  );
}
