// One card of settings fields saved together: an antd form filled from the database's row, read only
// for people who may not change it, Save disabled until something changed and while saving, the
// database's refusal shown in words under the form (and on its field when the map names one), and
// a newer row from realtime shown at once unless the person is editing.
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, fieldErrorsFrom, useToast, type FieldErrorMap, serverErrorMessage } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { Form } from '@missionbase/ui/forms';

export interface SettingsSectionProps<Values extends object> {
  title: string;
  /** Stable id, for the heading and the form's field ids. */
  id: string;
  values: Values;
  readOnly: boolean;
  onSave: (values: Values) => Promise<void>;
  fieldErrors?: FieldErrorMap;
  /** The toast after a save; defaults to '<title> saved'. */
  savedMessage?: string;
  children: ReactNode;
}

export function SettingsSection<Values extends object>({ title, id, values, readOnly, onSave, fieldErrors, savedMessage, children }: SettingsSectionProps<Values>) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();

  useEffect(() => {
    if (!dirty) form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [values, dirty, form]);

  async function submit(submitted: Values) {
    setSaving(true);
    setError(null);
    try {
      await onSave(submitted);
      setDirty(false);
      toast({ title: savedMessage ?? `${title} saved`, variant: 'success' });
    } catch (caught) {
      setError(serverErrorMessage(caught));
      const fields = fieldErrorsFrom(caught, fieldErrors);
      if (fields.length > 0) form.setFields(fields.map((field) => ({ name: field.name as never, errors: field.errors })));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={<h2 id={`${id}-title`} style={{ fontSize: 18, margin: 0 }}>{title}</h2>} style={{ marginBottom: 16 }}>
      <Form<Values>
        form={form}
        name={id}
        layout="vertical"
        initialValues={values}
        disabled={readOnly || saving}
        onFinish={submit}
        onValuesChange={() => setDirty(true)}
        aria-labelledby={`${id}-title`}
        style={{ maxWidth: 640 }}
      >
        {children}
        {error ? <Alert type="error" showIcon role="alert" title="Not saved" description={error} style={{ marginBottom: 16 }} /> : null}
        {readOnly ? null : (
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" loading={saving} disabled={!dirty}>
              Save
            </Button>
            {dirty ? (
              <Button
                style={{ marginLeft: 8 }}
                onClick={() => {
                  form.resetFields();
                  form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
                  setDirty(false);
                  setError(null);
                }}
              >
                Discard changes
              </Button>
            ) : null}
          </Form.Item>
        )}
      </Form>
    </Card>
  );
}
