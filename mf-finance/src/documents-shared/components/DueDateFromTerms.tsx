// Keeps the due date in step with the terms ("Net 30", "Due on receipt") and the document date
// while the person edits them; a due date typed by hand stays until the terms or date change.
import { useEffect, useRef } from 'react';
import { Form } from '@missionbase/ui/forms';
import { addDaysIso, termsDays } from '../utils/document-form';

export function DueDateFromTerms() {
  const form = Form.useFormInstance();
  const terms = Form.useWatch<string | undefined>('terms');
  const date = Form.useWatch<string | undefined>('date');
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const key = `${terms ?? ''}|${date ?? ''}`;
    // The first render is the saved record: leave its due date as it is.
    if (seen.current === null) {
      seen.current = key;
      return;
    }
    if (seen.current === key) return;
    seen.current = key;
    const days = termsDays(terms ?? '');
    if (days !== null && date) form.setFieldValue('dueDate', addDaysIso(date, days));
  }, [terms, date, form]);
  return null;
}
