// Storage API errors in storage-api's JSON shape (`{ statusCode, error, message }`, statusCode a
// string), and the mapping from Postgres errors raised while acting as the caller.
import { HttpError } from '../http/respond.ts';

export function storageError(status: number, error: string, message: string): HttpError {
  return new HttpError(status, { statusCode: String(status), error, message });
}

export const bucketNotFound = (): HttpError => storageError(404, 'Bucket not found', 'Bucket not found');
export const objectNotFound = (): HttpError => storageError(404, 'not_found', 'Object not found');

interface PgLikeError {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
}

function isPgError(error: unknown): error is PgLikeError & Error {
  return error instanceof Error && typeof (error as PgLikeError).code === 'string';
}

/** Turns a Postgres error met while acting as the caller into the answer storage-api gives. */
export function fromPgError(error: unknown, duplicate: () => HttpError = () => storageError(409, 'Duplicate', 'The resource already exists')): unknown {
  if (!isPgError(error)) return error;
  switch (error.code) {
    case '42501': // insufficient privilege: a row-level security policy or a missing grant
      return storageError(403, 'Unauthorized', error.message);
    case '23505':
      return duplicate();
    case '23503':
      return storageError(409, 'Conflict', error.message);
    case '22P02':
    case '22023':
      return storageError(400, 'Invalid Input', error.message);
    default:
      return error;
  }
}
