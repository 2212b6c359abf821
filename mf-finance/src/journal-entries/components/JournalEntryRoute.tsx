// /app/finance/journal-entries/<entryId> and /new: the editor for a new entry or a draft the user
// may change, the read-only view for everything else.
import { recordTitle } from '@missionbase/app-config/page-title';
import { Link, useParams } from '@missionbase/router';
import { Button, PageFrame, Skeleton, serverErrorMessage } from '@missionbase/ui';
import { Breadcrumb, Result } from '@missionbase/ui/display';
import { useLedgerPermissions } from '../../accounts/hooks/use-organization-role';
import { useJournalEntry } from '../data/journal-entry-query';
import { JournalEntryEditor } from './JournalEntryEditor';
import { JournalEntryView } from './JournalEntryView';
import { organizationToday } from '@missionbase/session';

function Crumbs({ title }: { title: string }) {
  return <Breadcrumb items={[{ title: <Link to="/app/finance/journal-entries">Journal Entries</Link> }, { title }]} style={{ marginBottom: 12 }} />;
}

export function NewJournalEntry() {
  const { canEditLedger } = useLedgerPermissions();
  return (
    <PageFrame title="New journal entry">
      <Crumbs title="New" />
      {canEditLedger ? <JournalEntryEditor draft={null} today={organizationToday()} /> : <Result status="info" title="Viewers cannot add journal entries" />}
    </PageFrame>
  );
}

export function JournalEntryRoute() {
  const { entryId = '' } = useParams();
  const entry = useJournalEntry(entryId);
  if (entry.isPending) {
    return (
      <PageFrame title="Journal entry">
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageFrame>
    );
  }
  if (entry.isError) {
    return (
      <PageFrame title="Journal entry">
        <Crumbs title="Entry" />
        <Result status="warning" title="This entry could not be loaded" subTitle={serverErrorMessage(entry.error)}
          extra={<Button onClick={() => void entry.refetch()}>Retry</Button>} />
      </PageFrame>
    );
  }
  const data = entry.data;
  const title = recordTitle(data.status === 'draft' ? 'Draft journal entry' : 'Journal entry', data.reference || data.entry_date, data.description);
  return (
    <PageFrame title={title}>
      <Crumbs title={data.description || (data.entry_date ?? '')} />
      {data.can_edit ? (
        <JournalEntryEditor key={data.id} draft={data} today={organizationToday()} />
      ) : (
        <JournalEntryView entry={data} today={organizationToday()} />
      )}
    </PageFrame>
  );
}
