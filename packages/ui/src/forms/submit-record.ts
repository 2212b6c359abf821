// The Save step of a record form without the UI: validate with the zod schema and the kit's date
// rule (every yyyy-mm-dd value of a form is a business date: 1900 to ten years ahead), make the one
// write, and say what the form shows next (field errors, a toast in plain words, or done).
import type { ZodType } from 'zod';
import { businessDateIssues } from '@missionbase/domain/business-date';
import { fieldErrorsFrom, serverErrorMessage, type FieldError, type FieldErrorMap } from './server-errors';
import { issuesToFields } from './zod-issues';

export type SubmitOutcome =
  | { kind: 'invalid'; fields: FieldError[]; formErrors: string[] }
  | { kind: 'refused'; fields: FieldError[] }
  | { kind: 'failed'; message: string }
  | { kind: 'saved' };

export async function submitRecord<Values, Output>(input: {
  values: Values;
  schema?: ZodType<Output, Values> | undefined;
  onSubmit: (values: Output) => Promise<unknown>;
  errorMap?: FieldErrorMap | undefined;
  /** The organization's today as yyyy-mm-dd: dates run to ten years after it. */
  today: string;
}): Promise<SubmitOutcome> {
  let output: Output;
  const dateIssues = businessDateIssues(input.values, input.today);
  if (input.schema) {
    const result = input.schema.safeParse(input.values);
    if (!result.success || dateIssues.length > 0) return { kind: 'invalid', ...issuesToFields([...(result.error?.issues ?? []), ...dateIssues]) };
    output = result.data;
  } else {
    if (dateIssues.length > 0) return { kind: 'invalid', ...issuesToFields(dateIssues) };
    // Without a schema the form's values are what is written.
    output = input.values as unknown as Output;
  }
  try {
    await input.onSubmit(output);
  } catch (error) {
    const fields = fieldErrorsFrom(error, input.errorMap);
    return fields.length > 0 ? { kind: 'refused', fields } : { kind: 'failed', message: serverErrorMessage(error) };
  }
  return { kind: 'saved' };
}
