// The product's record form: an antd Form in a side drawer with Save / Cancel. Save validates the
// values with the caller's zod schema (issues shown on their fields), then calls the caller's one
// write (an RPC or insert, so nothing is half-saved); a refusal lands on its field or, when it
// belongs to no field, shows in plain words at the top of the drawer (a toast would sit on the
// drawer's own Save button, bottom right); the drawer keeps the user's input. Closing or leaving the page with unsaved
// changes asks first. `readOnly` shows the same fields disabled, for viewers.
import { useCallback, useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from '@missionbase/router';
import type { ZodType } from 'zod';
import { Alert, App, Button, Drawer, Form, Space } from 'antd';
import { useToast } from '../toast';
import { useOrganizationDay } from '../OrganizationProvider';
import type { FieldErrorMap } from './server-errors';
import { submitRecord } from './submit-record';

export const UNSAVED_CHANGES_TITLE = 'Discard unsaved changes?';
export const UNSAVED_CHANGES_TEXT = 'The changes you made to this record will be lost.';
export const SAVE_FAILED_TITLE = 'Could not save';

export interface RecordDrawerProps<Values extends object, Output = Values> {
  title: ReactNode;
  open: boolean;
  /** Called to close: after a successful save, or when the user closes (and confirms discarding changes). */
  onClose: () => void;
  /** Validates on Save; issue paths are Form.Item names. Share it with the server-side check where one exists. */
  schema?: ZodType<Output, Values>;
  initialValues: Values;
  /** The one write. Throw the supabase error (see `throwIfError`) to keep the drawer open with it shown. */
  onSubmit: (values: Output) => Promise<unknown>;
  /** Where the database's refusals belong (constraint, column or message fragment -> field). */
  errorMap?: FieldErrorMap;
  /** Toast after a successful save, e.g. 'Fund saved'. */
  successMessage?: string;
  /** Fields disabled, no Save: what a viewer sees. */
  readOnly?: boolean;
  saveLabel?: string;
  /** Width in pixels on a wide screen (the drawer never exceeds the viewport). */
  width?: number;
  /** Left of the footer, e.g. a Delete button. */
  footerExtra?: ReactNode;
  /** Notified of every edit (e.g. to clear a dependent field); the form is Form.useFormInstance() inside children. */
  onValuesChange?: (changed: Partial<Values>, all: Values) => void;
  children: ReactNode;
}

/** Returns `data`, or throws the supabase error so RecordDrawer (or a query) shows it. */
export function throwIfError<Data>(result: { data: Data; error: unknown }): Data {
  if (result.error) throw result.error;
  return result.data;
}

/** Asks before a route change while `shouldBlock()` holds (only under a data router such as the shell's). */
function RouteLeaveGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const blocker = useBlocker(shouldBlock);
  const { modal } = App.useApp();
  const askedFor = useRef<unknown>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      askedFor.current = null;
      return;
    }
    // The blocker object changes identity while blocked: ask once per blocked navigation.
    if (askedFor.current === blocker.location) return;
    askedFor.current = blocker.location;
    modal.confirm({
      title: UNSAVED_CHANGES_TITLE,
      content: UNSAVED_CHANGES_TEXT,
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  return null;
}

interface RecordFormControl {
  onDirtyChange: (dirty: boolean) => void;
  onSavingChange: (saving: boolean) => void;
  onRequestClose: () => void;
}

function RecordForm<Values extends object, Output>(props: RecordDrawerProps<Values, Output> & RecordFormControl) {
  const { schema, initialValues, onSubmit, errorMap, successMessage, readOnly = false, saveLabel = 'Save', footerExtra, onValuesChange, children, onClose, onDirtyChange, onSavingChange, onRequestClose } = props;
  // Untyped on purpose: field paths come from zod issues and database errors, not from Values' keys.
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<{ title: string; description?: string } | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const toast = useToast();
  const today = useOrganizationDay();
  // However the drawer closes (even by its parent), its edits end with the form.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  function showFieldErrors(fields: { name: (string | number)[]; errors: string[] }[]) {
    form.setFields(fields.map((field) => ({ name: field.name, errors: field.errors })));
    const first = fields[0];
    if (first) form.scrollToField(first.name, { block: 'center', focus: true });
  }

  async function handleSave() {
    if (readOnly || saving) return;
    setFormError(null);
    try {
      // antd rules on Form.Items, if any, run first.
      await form.validateFields();
    } catch {
      return;
    }
    const values: Values = { ...initialValues, ...form.getFieldsValue(true) };
    setSaving(true);
    // A caller that navigates once its write succeeded (to the new record) is not asked to discard.
    onSavingChange(true);
    const outcome = await submitRecord({ values, schema, onSubmit, errorMap, today });
    onSavingChange(false);
    if (outcome.kind !== 'saved') {
      setSaving(false);
      if (outcome.kind === 'invalid' && outcome.formErrors.length > 0) setFormError({ title: outcome.formErrors.join(' ') });
      if (outcome.kind === 'failed') {
        setFormError({ title: SAVE_FAILED_TITLE, description: outcome.message });
        topRef.current?.scrollIntoView({ block: 'start' });
      } else showFieldErrors(outcome.fields);
      return;
    }
    setSaving(false);
    onDirtyChange(false);
    if (successMessage) toast({ title: successMessage, variant: 'success' });
    onClose();
  }

  // Enter in a one-line field saves (a form's usual behaviour); in a text area it is a new line.
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    // Selects and pickers use Enter to choose an option.
    if (event.target.getAttribute('role') === 'combobox' || event.target.closest('.ant-picker')) return;
    event.preventDefault();
    void handleSave();
  }

  return (
    <>
      <div style={{ flex: 1, overflowY: 'auto', padding: 24 }}>
        <div ref={topRef} />
        {formError ? <Alert type="error" showIcon title={formError.title} description={formError.description} style={{ marginBottom: 16 }} /> : null}
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          disabled={readOnly}
          onKeyDown={handleKeyDown}
          onValuesChange={(changed: Partial<Values>, all: Values) => {
            onDirtyChange(true);
            onValuesChange?.(changed, all);
          }}
          requiredMark="optional"
        >
          {children}
        </Form>
      </div>
      <div className="mb-record-drawer-footer" style={{ display: 'flex', gap: 8, justifyContent: 'space-between', padding: '12px 24px', borderTop: '1px solid #f0f0f0' }}>
        <div>{footerExtra}</div>
        <Space>
          <Button onClick={onRequestClose} disabled={saving}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <Button type="primary" onClick={() => void handleSave()} loading={saving} disabled={saving}>
              {saveLabel}
            </Button>
          )}
        </Space>
      </div>
    </>
  );
}

export function RecordDrawer<Values extends object, Output = Values>(props: RecordDrawerProps<Values, Output>) {
  const { title, open, onClose, readOnly = false, width = 560 } = props;
  const [dirty, setDirtyState] = useState(false);
  // Read when a navigation starts (after a save the state may not have re-rendered yet).
  const dirtyRef = useRef(false);
  const setDirty = useCallback((next: boolean) => {
    dirtyRef.current = next;
    setDirtyState(next);
  }, []);
  const savingRef = useRef(false);
  const setSaving = useCallback((saving: boolean) => {
    savingRef.current = saving;
  }, []);
  const shouldBlock = useCallback(() => dirtyRef.current && !savingRef.current, []);
  const { modal } = App.useApp();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const guarding = open && dirty && !readOnly;

  // Reloading or closing the tab with unsaved changes gets the browser's own question.
  useEffect(() => {
    if (!guarding) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [guarding]);

  function close() {
    setDirty(false);
    onClose();
  }

  function handleRequestClose() {
    if (!guarding) {
      close();
      return;
    }
    modal.confirm({
      title: UNSAVED_CHANGES_TITLE,
      content: UNSAVED_CHANGES_TEXT,
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      onOk: close,
    });
  }

  return (
    <Drawer
      title={title}
      open={open}
      onClose={handleRequestClose}
      size={`min(${width}px, 100vw)`}
      // A fresh form for every opening: no value of the last record survives.
      destroyOnHidden
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
    >
      {dataRouter && !readOnly ? <RouteLeaveGuard shouldBlock={shouldBlock} /> : null}
      {open ? <RecordForm<Values, Output> {...props} onClose={close} onDirtyChange={setDirty} onSavingChange={setSaving} onRequestClose={handleRequestClose} /> : null}
    </Drawer>
  );
}
