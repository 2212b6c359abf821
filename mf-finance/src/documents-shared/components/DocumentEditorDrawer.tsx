// The invoice or bill editor in the kit's RecordDrawer, parameterised by the kind and the screen,
// saving a draft through the kind's save RPC: the party (customer or vendor) and what follows it
// (the vendor's invoice number), the date, terms (which set the due date), due date, the default
// fund, the lines (with each line's fund) and notes. A final document (issued invoice, approved
// bill) keeps its party, date, fund and lines read-only: void it and enter a new one to change them.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Typography } from '@missionbase/ui';
import { Form, Input, RecordDrawer } from '@missionbase/ui/forms';
import { FundPicker } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { FieldErrorMap } from '@missionbase/ui';
import type { DocumentKindDescription, DocumentTypes } from '../data/document-kind';
import { useSaveDocument } from '../data/document-save-mutation';
import { EMPTY_LINE, addDaysIso, documentFormSchema, lineValuesOf } from '../utils/document-form';
import type { DocumentFormOutput, DocumentFormValues } from '../utils/document-form';
import { DocumentLinesEditor } from './DocumentLinesEditor';
import { DueDateFromTerms } from './DueDateFromTerms';
import { organizationToday } from '@missionbase/session';

export interface DocumentEditorScreen<T extends DocumentTypes> {
  documentKind: DocumentKindDescription<T>;
  dateLabel: string;
  finalNote: string;
  accountCategories: readonly string[];
  accountLabel: string;
  notesLabel: string;
  errorMap: FieldErrorMap;
  /** A saved document's party, date, terms and reference as the form's values. */
  valuesOf: (record: T['record']) => Pick<DocumentFormValues, 'partyId' | 'date' | 'terms' | 'reference'>;
}

export interface DocumentEditorDrawerProps<T extends DocumentTypes> {
  screen: DocumentEditorScreen<T>;
  /** The document being edited, or null for a new one. */
  record: T['record'] | null;
  open: boolean;
  onClose: () => void;
  /** After a save, with the document's id (a new one opens its page). */
  onSaved?: (id: string) => void;
  /** The party's Form.Item and any field that follows it. */
  partyFields: (final: boolean) => ReactNode;
  /** A new line's account (a vendor's default expense account). */
  defaultAccountId?: string | null;
}

export function DocumentEditorDrawer<T extends DocumentTypes>({ screen, record, open, onClose, onSaved, partyFields, defaultAccountId = null }: DocumentEditorDrawerProps<T>) {
  const { documentKind } = screen;
  const { kind, noun } = documentKind;
  const save = useSaveDocument(documentKind);
  const editing = useMemo(() => (record ? {
    id: record.id,
    title: `${noun} ${documentKind.number(record)}`,
    final: record.status !== 'draft',
    values: {
      ...screen.valuesOf(record),
      dueDate: record.due_date ?? '',
      fundId: record.fund_id,
      notes: record.notes ?? '',
      lines: (record.lines ?? []).map(lineValuesOf),
    },
  } : null), [record, screen, noun, documentKind]);
  const final = editing?.final ?? false;
  const schema = useMemo(() => documentFormSchema({ accountLabel: screen.accountLabel, linesEditable: !final }), [screen.accountLabel, final]);
  const initialValues = useMemo<DocumentFormValues>(() => {
    if (editing) return editing.values;
    const today = organizationToday();
    return { partyId: null, date: today, dueDate: addDaysIso(today, 30), terms: 'Net 30', reference: '', fundId: null, notes: '', lines: [{ ...EMPTY_LINE }] };
  }, [editing]);
  const handleSubmit = async (values: DocumentFormOutput) => {
    const id = await save.mutateAsync({ record, values, final });
    onSaved?.(id);
  };
  return (
    <RecordDrawer<DocumentFormValues, DocumentFormOutput>
      key={editing?.id ?? 'new'}
      title={editing ? editing.title : `New ${kind}`}
      open={open}
      onClose={onClose}
      schema={schema}
      initialValues={initialValues}
      onSubmit={handleSubmit}
      errorMap={screen.errorMap}
      successMessage={editing ? `${noun} saved` : `Draft ${kind} saved`}
      width={720}
    >
      {final ? <Typography.Paragraph type="secondary">{screen.finalNote}</Typography.Paragraph> : null}
      {partyFields(final)}
      <DueDateFromTerms />
      <Form.Item name="date" label={screen.dateLabel} required>
        <DateInput aria-label={screen.dateLabel} disabled={final} />
      </Form.Item>
      <Form.Item name="terms" label="Terms" extra="Net 30, Net 15, Due on receipt: the due date follows.">
        <Input aria-label="Terms" list={`${kind}-terms`} autoComplete="off" maxLength={60} />
      </Form.Item>
      <datalist id={`${kind}-terms`}>
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
