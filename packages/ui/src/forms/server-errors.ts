// Errors from the Data API (PostgREST bodies with Postgres SQLSTATE codes), functions and the
// network, in the plain words a user reads (never a code or a stack), and the form field a refusal
// belongs to. A message the database raised on purpose (our functions' `raise exception`) is
// already written for the user and passes through unchanged.

import { BUSINESS_DATE_ERROR } from '@missionbase/domain/business-date';

export interface ServerErrorParts {
  code: string | null;
  message: string;
  details: string | null;
  hint: string | null;
  /** Constraint named in the message (`violates ... constraint "x"`). */
  constraint: string | null;
  /** Column named in the message (`null value in column "x"`) or the key columns of the details. */
  columns: string[];
}

export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';
export const UNKNOWN_ERROR = 'Something went wrong. Please try again.';
export const PERMISSION_ERROR = 'You do not have permission to make this change.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const TIMEOUT_ERROR = 'This took too long. Narrow the filters and try again.';
export const DUPLICATE_ERROR = 'This value is already used by another record.';
export const STILL_USED_ERROR = 'This record is still used by other records, so it cannot be deleted.';
export const MISSING_REFERENCE_ERROR = 'A record this refers to no longer exists.';
export const INVALID_VALUE_ERROR = 'A value is not in the right format.';
export const NOT_ALLOWED_VALUE_ERROR = 'A value is not allowed here.';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The parts of any thrown value: a supabase-js/PostgREST error, an Error, a string. */
export function serverErrorParts(error: unknown): ServerErrorParts {
  let code: string | null = null;
  let message = '';
  let details: string | null = null;
  let hint: string | null = null;
  if (typeof error === 'string') message = error;
  else if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    code = text(record.code);
    message = text(record.message) ?? '';
    details = text(record.details) ?? text(record.detail);
    hint = text(record.hint);
  }
  message = message.replace(/^ERROR:\s*/, '');
  const constraint = /constraint "([^"]+)"/.exec(message)?.[1] ?? null;
  const column = /column "([^"]+)"/.exec(message)?.[1];
  const keyColumns = /Key \(([^)]+)\)=/.exec(details ?? '')?.[1]?.split(',').map((name) => name.trim()) ?? [];
  const columns = [...(column ? [column] : []), ...keyColumns.filter((name) => name !== 'organization_id')];
  return { code, message, details, hint, constraint, columns };
}

function isNetworkFailure(parts: ServerErrorParts, error: unknown): boolean {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return (
    /failed to fetch|networkerror|load failed|network request failed|fetch failed/i.test(parts.message) ||
    name === 'FunctionsFetchError' ||
    (name === 'TypeError' && /fetch/i.test(parts.message))
  );
}

function humanColumn(column: string): string {
  const words = column.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Postgres' own wording of a constraint or input error (developer words). Our functions raise the
// same SQLSTATEs (23514 for a period lock, 23505 for a duplicate) with sentences written for the
// user: those must pass through, so only the generated wording is rewritten.
const GENERATED_BY_POSTGRES =
  /violates (check|unique|foreign key|not-null|exclusion) constraint|duplicate key value|null value in column|invalid input (syntax|value)|out of range|date\/time field value|numeric field overflow/i;

/**
 * A number too large for its column (22003), in words: numeric(14,2)'s "numeric field overflow"
 * names the limit in its details ("... less than 10^12"), which the sentence gives in figures.
 */
function overflowSentence(parts: ServerErrorParts): string {
  const power = /less than 10\^(\d+)/.exec(parts.details ?? '')?.[1];
  if (power === undefined || Number(power) > 18) return 'A number is too large for this field.';
  return `A number is too large: it must be less than ${(10n ** BigInt(power)).toLocaleString('en-US')}.`;
}

/**
 * The database's one rule for typed text (supabase/migrations/*_printable_text.sql: the domains
 * name_text, line_text and note_text), by the constraint that refused it.
 */
const TEXT_RULES: Readonly<Record<string, string>> = {
  name_text_printable: 'A name must be one line, without control characters or hidden text-direction marks.',
  line_text_printable: 'A description must be one line, without control characters or hidden text-direction marks.',
  note_text_printable: 'Notes cannot contain control characters or hidden text-direction marks.',
  name_text_length: 'A name has at most 200 characters.',
  line_text_length: 'A description has at most 1,000 characters.',
  note_text_length: 'Notes have at most 10,000 characters.',
  transactions_description_length: 'A description has at most 500 characters.',
  // The dates of business records (supabase/migrations/*_business_dates.sql, the domain business_date).
  business_date_range: BUSINESS_DATE_ERROR,
};

/** The words a user reads for a failed request. */
export function serverErrorMessage(error: unknown): string {
  if (error === null || error === undefined) return UNKNOWN_ERROR;
  const parts = serverErrorParts(error);
  if (isNetworkFailure(parts, error)) return NETWORK_ERROR;
  const isConstraintOrInputCode = /^2(2|3)/.test(parts.code ?? '');
  if (isConstraintOrInputCode && parts.message !== '' && !GENERATED_BY_POSTGRES.test(parts.message)) return parts.message;
  const textRule = parts.code === '23514' && parts.constraint ? TEXT_RULES[parts.constraint] : undefined;
  if (textRule) return textRule;
  switch (parts.code) {
    case '23505':
      return parts.columns.length > 0 ? `Another record already has this ${parts.columns.map(humanColumn).join(' and ').toLowerCase()}.` : DUPLICATE_ERROR;
    case '23503':
      return /update or delete on table/i.test(parts.message) ? STILL_USED_ERROR : MISSING_REFERENCE_ERROR;
    case '23502':
      return parts.columns[0] ? `${humanColumn(parts.columns[0])} is required.` : UNKNOWN_ERROR;
    case '23514':
      return NOT_ALLOWED_VALUE_ERROR;
    case '22P02':
    case '22007':
    case '22008':
      return INVALID_VALUE_ERROR;
    case '22003':
      return overflowSentence(parts);
    case '42501':
      // RLS refusals ('new row violates row-level security policy ...') are not words for a user.
      return /row-level security|permission denied/i.test(parts.message) || parts.message === '' ? PERMISSION_ERROR : parts.message;
    case '57014':
      return TIMEOUT_ERROR;
    case 'PGRST301':
    case 'PGRST302':
      return SESSION_EXPIRED;
    default:
      break;
  }
  // PostgREST's own errors (PGRSTxxx) and unknown columns are developer words.
  if (parts.code?.startsWith('PGRST') || parts.code === '42703' || parts.code === '42883' || parts.code === '42P01') return UNKNOWN_ERROR;
  return parts.message || UNKNOWN_ERROR;
}

/** How a refusal maps to a field: its name (a Form.Item name) and optionally the message to show. */
export type FieldErrorTarget = string | (string | number)[] | { field: string | (string | number)[]; message?: string };

/**
 * Keys are a constraint name (`funds_organization_id_code_key`), a column name (`code`) or a fragment
 * of the database's message (`locked period`); the first key that matches decides the field.
 */
export type FieldErrorMap = Record<string, FieldErrorTarget>;

export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/** The field errors of a refusal (antd `form.setFields` shape), empty when no key matches. */
export function fieldErrorsFrom(error: unknown, map: FieldErrorMap | undefined): FieldError[] {
  if (!map || error === null || error === undefined) return [];
  const parts = serverErrorParts(error);
  const lowerMessage = parts.message.toLowerCase();
  for (const [key, target] of Object.entries(map)) {
    const matches =
      key === parts.constraint || parts.columns.includes(key) || (key.length > 2 && lowerMessage.includes(key.toLowerCase()));
    if (!matches) continue;
    const field = typeof target === 'object' && !Array.isArray(target) ? target.field : target;
    const message = typeof target === 'object' && !Array.isArray(target) && target.message ? target.message : serverErrorMessage(error);
    return [{ name: Array.isArray(field) ? field : [field], errors: [message] }];
  }
  return [];
}
