// Errors in Stripe's shape (`{ error: { type, code, message, param } }`) with Stripe's statuses, so
// the SDK raises the same error classes against the local provider as against Stripe.
import type { ServerResponse } from 'node:http';
import { sendJson } from './http.ts';

export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'api_error' | 'authentication_error';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export function missingResource(kind: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);
}

export function invalidParam(param: string, message: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, 'parameter_invalid', param);
}

export function sendStripeError(res: ServerResponse, error: StripeApiError): void {
  sendJson(res, error.status, {
    error: {
      type: error.type,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.param ? { param: error.param } : {}),
    },
  });
}
