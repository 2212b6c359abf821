// The multi-line journal entry editor (a new entry, or a saved draft): date, reference, description
// and lines, with the balance of every fund shown live. Save draft keeps it out of the ledger;
// Post is offered only once every fund balances, and the database checks again (a refusal is shown
// in its words and nothing is saved). A draft can also be deleted.
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useNavigate } from '@missionbase/router';
import { Alert, App, Button, Flex, KitStyles, Popconfirm, Space, serverErrorMessage, useToast } from '@missionbase/ui';
import { Form, Input } from '@missionbase/ui/forms';
import { useBundleFunds } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import { businessDateError } from '@missionbase/domain/business-date';
import { organizationDataAtom, useSessionValue } from '@missionbase/session';
import { useDeleteJournalEntryDraft } from '../data/journal-entry-delete-mutation';
import { useSaveJournalEntry } from '../data/journal-entry-save-mutation';
import { checkEntry, editorLinesOf, emptyLine, linesPayload } from '../utils/entry-lines';
import type { EditorLine, StoredLine } from '../utils/entry-lines';
import { lineFunctionDefaults } from '../utils/line-function';
import { EntryLinesTable } from './EntryLinesTable';
import { FundBalanceSummary } from './FundBalanceSummary';

/** Asks before leaving for another page with unsaved lines (only under a data router, as the shell's). */
function LeaveGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => shouldBlock() && currentLocation.pathname !== nextLocation.pathname);
  const { modal } = App.useApp();
  const asked = useRef<unknown>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = null;
      return;
    }
    if (asked.current === blocker.location) return;
    asked.current = blocker.location;
    modal.confirm({
      title: 'Discard unsaved changes?',
      content: 'The lines you typed will be lost.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  return null;
}

/** A saved draft as get_journal_entry declares it (a missing date is today, missing text empty, missing lines none). */
export interface DraftEntry {
  id: string;
  entry_date: string | null;
  description: string | null;
  reference: string | null;
  lines: StoredLine[] | null;
}

export interface JournalEntryEditorProps {
  /** The saved draft being edited; null for a new entry. */
  draft: DraftEntry | null;
  today: string;
}

export function JournalEntryEditor({ draft, today }: JournalEntryEditorProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const { modal } = App.useApp();
  const bundle = useSessionValue(organizationDataAtom);
  const funds = useBundleFunds();
  const defaultFundId = bundle?.organization_settings?.default_fund_id ?? null;
  const save = useSaveJournalEntry();
  const remove = useDeleteJournalEntryDraft();

  const defaultFunction = useMemo(() => lineFunctionDefaults(bundle?.accounts ?? [], bundle?.projects ?? []), [bundle]);
  const initial = useMemo(() => ({
    date: draft?.entry_date ?? today,
    reference: draft?.reference ?? '',
    description: draft?.description ?? '',
    lines: draft?.lines && draft.lines.length > 0 ? editorLinesOf(draft.lines, defaultFunction) : [emptyLine(defaultFundId), emptyLine(defaultFundId)],
  }), [draft, today, defaultFundId, defaultFunction]);
  const [date, setDate] = useState<string | null>(initial.date);
  const [reference, setReference] = useState(initial.reference);
  const [description, setDescription] = useState(initial.description);
  const [lines, setLines] = useState<EditorLine[]>(initial.lines);
  const [dirty, setDirtyState] = useState(false);
  // Read by the leave guard at navigation time: a save clears it before navigating away.
  const dirtyRef = useRef(false);
  const setDirty = (value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  };
  const [refusal, setRefusal] = useState<string | null>(null);
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  const check = useMemo(() => checkEntry(lines), [lines]);
  const canPost = check.problems.length === 0 && date !== null;
  const fundName = (fundId: string) => funds.find((fund) => fund.id === fundId)?.name ?? 'Unknown fund';
  const busy = save.isPending || remove.isPending;

  // The browser asks before a reload or close loses typed lines.
  useEffect(() => {
    if (!dirty) return undefined;
    const handler = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, [dirty]);

  const handleDate = (value: string | null) => {
    setDate(value);
    setDirty(true);
  };
  const handleReference = (value: string) => {
    setReference(value);
    setDirty(true);
  };
  const handleDescription = (value: string) => {
    setDescription(value);
    setDirty(true);
  };
  const handleLines = (value: EditorLine[]) => {
    setLines(value);
    setDirty(true);
  };

  const handleSave = async (post: boolean) => {
    if (date === null) {
      setRefusal('Choose the entry\'s date');
      return;
    }
    const dateProblem = businessDateError(date, today);
    if (dateProblem) {
      setRefusal(dateProblem);
      return;
    }
    setRefusal(null);
    try {
      const id = await save.mutateAsync({ entryId: draft?.id ?? null, entryDate: date, description, reference, lines: linesPayload(lines), post });
      setDirty(false);
      toast({ title: post ? 'Journal entry posted' : 'Draft saved', variant: 'success' });
      navigate(`/app/finance/journal-entries/${id}`, { replace: draft === null });
    } catch (error) {
      const message = serverErrorMessage(error);
      setRefusal(message);
      toast({ title: post ? 'Could not post' : 'Could not save', description: message, variant: 'destructive' });
    }
  };

  const handleDelete = async () => {
    if (!draft) return;
    try {
      await remove.mutateAsync(draft.id);
      setDirty(false);
      toast({ title: 'Draft deleted', variant: 'success' });
      navigate('/app/finance/journal-entries', { replace: true });
    } catch (error) {
      toast({ title: 'Could not delete', description: serverErrorMessage(error), variant: 'destructive' });
    }
  };

  const handleCancel = () => {
    if (!dirty || dataRouter) {
      navigate('/app/finance/journal-entries');
      return;
    }
    modal.confirm({
      title: 'Discard unsaved changes?',
      content: 'The lines you typed will be lost.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      onOk: () => navigate('/app/finance/journal-entries'),
    });
  };

  return (
    <div className="mb-je-editor">
      <KitStyles />
      {dataRouter ? <LeaveGuard shouldBlock={() => dirtyRef.current} /> : null}
      <Form layout="vertical" component="div">
        <Flex wrap gap={16}>
          <Form.Item label="Date" required htmlFor="je-date" style={{ minWidth: 160 }}>
            <DateInput id="je-date" value={date} onChange={handleDate} allowClear={false} />
          </Form.Item>
          <Form.Item label="Reference" htmlFor="je-reference" style={{ minWidth: 160 }}>
            <Input id="je-reference" value={reference} maxLength={100} onChange={(event) => handleReference(event.target.value)} />
          </Form.Item>
          <Form.Item label="Description" htmlFor="je-description" style={{ flex: 1, minWidth: 240 }}>
            <Input id="je-description" value={description} maxLength={500} onChange={(event) => handleDescription(event.target.value)} />
          </Form.Item>
        </Flex>
      </Form>
      <EntryLinesTable lines={lines} onChange={handleLines} defaultFundId={defaultFundId} defaultFunction={defaultFunction} disabled={busy} />
      <FundBalanceSummary check={check} fundName={fundName} />
      {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginTop: 16 }} role="alert" /> : null}
      <Flex wrap gap={8} justify="space-between" style={{ marginTop: 16 }}>
        <Space wrap>
          <Button onClick={() => void handleSave(false)} loading={save.isPending && !save.variables?.post} disabled={busy}>Save draft</Button>
          <Button
            type="primary"
            onClick={() => void handleSave(true)}
            loading={save.isPending && save.variables?.post === true}
            disabled={!canPost || busy}
            title={canPost ? undefined : 'Every fund must balance before the entry can be posted'}
          >
            Post
          </Button>
          <Button onClick={handleCancel} disabled={busy}>Cancel</Button>
        </Space>
        {draft ? (
          <Popconfirm title="Delete this draft?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={handleDelete}>
            <Button danger disabled={busy}>Delete draft</Button>
          </Popconfirm>
        ) : null}
      </Flex>
    </div>
  );
}
