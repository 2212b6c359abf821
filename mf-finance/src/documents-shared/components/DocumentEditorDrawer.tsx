// The invoice or bill editor in the kit's RecordDrawer [13.5, 13.8], parameterised by the screen:
// the party (customer or vendor) and what follows it (the vendor's invoice number), the date,
// terms (which set the due date), due date, the default fund, the lines (with each line's fund)
// and notes. A final document (issued invoice, approved bill) keeps its party, date, fund and lines
// read-only: void it and enter a new one to change them.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { localIsoDate } from '@missionbase/domain/transaction-form';
import { Typography } from '@missionbase/ui';
import { Form, Input, RecordDrawer } from '@missionbase/ui/forms';
import { FundPicker } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { FieldErrorMap } from '@missionbase/ui';
import { EMPTY_LINE, addDaysIso, documentFormSchema } from '../utils/document-form';
import type { DocumentFormOutput, DocumentFormValues } from '../utils/document-form';
import { DocumentLinesEditor } from './DocumentLinesEditor';
import { DueDateFromTerms } from './DueDateFromTerms';

export interface DocumentEditorScreen {
  kind: 'invoice' | 'bill';
  dateLabel: string;
  finalNote: string;
  accountCategories: readonly string[];
  accountLabel: string;
  notesLabel: string;
  errorMap: FieldErrorMap;
}

export interface DocumentEditorDrawerProps {
  screen: DocumentEditorScreen;
  /** The document being edited (its id, title and form values), or null for a new one. */
  editing: { id: string; title: string; values: DocumentFormValues; final: boolean } | null;
  open: boolean;
  onClose: () => void;
  onSubmit: (values: DocumentFormOutput) => Promise<void>;
  /** The party's Form.Item and any field that follows it. */
  partyFields: (final: boolean) => ReactNode;
  /** A new line's account (a vendor's default expense account). */
  defaultAccountId?: string | null;
}

export function DocumentEditorDrawer({ screen, editing, open, onClose, onSubmit, partyFields, defaultAccountId = null }: DocumentEditorDrawerProps) {
  const final = editing?.final ?? false;
  const noun = screen.kind === 'invoice' ? 'Invoice' : 'Bill';
  const initialValues = useMemo<DocumentFormValues>(() => {
    if (editing) return editing.values;
    const today = localIsoDate(new Date());
    return { partyId: null, date: today, dueDate: addDaysIso(today, 30), terms: 'Net 30', reference: '', fundId: null, notes: '', lines: [{ ...EMPTY_LINE }] };
  }, [editing]);
  return (
    <RecordDrawer<DocumentFormValues, DocumentFormOutput>
      key={editing?.id ?? 'new'}
      title={editing ? editing.title : `New ${screen.kind}`}
      open={open}
      onClose={onClose}
      schema={documentFormSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      errorMap={screen.errorMap}
      successMessage={editing ? `${noun} saved` : `Draft ${screen.kind} saved`}
      width={720}
    >
      {final ? <Typography.Paragraph type="secondary">{screen.finalNote}</Typography.Paragraph> : null}
      {partyFields(final)}
      <DueDateFromTerms />
      <Form.Item name="date" label={screen.dateLabel} required>
        <DateInput aria-label={screen.dateLabel} disabled={final} />
      </Form.Item>
      <Form.Item name="terms" label="Terms" extra="Net 30, Net 15, Due on receipt: the due date follows.">
        <Input aria-label="Terms" list={`${screen.kind}-terms`} autoComplete="off" maxLength={60} />
      </Form.Item>
      <datalist id={`${screen.kind}-terms`}>
        {['Due on receipt', 'Net 15', 'Net 30', 'Net 45', 'Net 60'].map((value) => <option key={value} value={value} />)}
      </datalist>
      <Form.Item name="dueDate" label="Due date" required>
        <DateInput aria-label="Due date" />
      </Form.Item>
      <Form.Item name="fundId" label="Fund" extra="The default fund of lines that name none. Empty: the general fund.">
        <FundPicker aria-label="Fund" disabled={final} />
      </Form.Item>
      <DocumentLinesEditor accountCategories={screen.accountCategories} accountLabel={screen.accountLabel} readOnly={final} defaultAccountId={defaultAccountId} />
      <Form.Item name="notes" label={screen.notesLabel}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </RecordDrawer>
  );
}
