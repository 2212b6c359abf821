// The checkout client's rules (SPEC sections 5, 7 and 8; BILL-7..10): the order of the checks, the
// exact error texts, and the result it returns instead of throwing. The browser parts (calling the
// function, loading the provider's script, leaving the page) are passed in, so every path is testable.

export const CHECKOUT_MESSAGES = {
  noPlan: 'No plan selected. Please choose a plan to proceed.',
  notSignedIn: 'Authentication error. Please sign in or create an account.',
  noSession: 'Failed to create a checkout session.',
  providerNotLoaded: 'Stripe.js has not loaded yet.',
} as const;

/** `Error invoking edge function: {message}` (SPEC section 8). */
export function invocationErrorMessage(message: string): string {
  return `Error invoking edge function: ${message}`;
}

export type CheckoutResult = { ok: true; sessionId: string; url: string } | { ok: false; error: string };

export interface CheckoutRequest {
  /** The provider's price identifier of the chosen plan and cycle; null or empty: no plan chosen. */
  priceId: string | null | undefined;
  user: { id: string; email: string | null | undefined } | null;
  organizationId: string;
  successUrl?: string;
  cancelUrl?: string;
}

/** The body create-checkout-session takes (BILL-7). */
export interface CheckoutSessionBody {
  priceId: string;
  userId: string;
  orgId: string;
  userEmail: string;
  successUrl?: string;
  cancelUrl?: string;
}

/** What invoking the function gave: its data, or the error message (the server's `{ error }` text when it sent one). */
export type InvocationOutcome = { data: unknown; errorMessage: null } | { data: null; errorMessage: string };

export interface CheckoutDeps {
  invoke: (body: CheckoutSessionBody) => Promise<InvocationOutcome>;
  /** Loads the provider's script; false when it is not there afterwards. */
  loadProvider: () => Promise<boolean>;
  /** Leaves for the provider's hosted checkout. */
  redirect: (url: string) => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The session id and URL of the function's answer, or null when it carries no session id. */
export function readCheckoutSession(data: unknown): { sessionId: string; url: string | null } | null {
  if (!isRecord(data) || typeof data.sessionId !== 'string' || data.sessionId === '') return null;
  return { sessionId: data.sessionId, url: typeof data.url === 'string' && data.url !== '' ? data.url : null };
}

/** The message to show for a failed invocation: the server's `{ error }` when present, else the transport's. */
export function invocationFailureText(serverBody: unknown, transportMessage: string): string {
  if (isRecord(serverBody) && typeof serverBody.error === 'string' && serverBody.error.trim() !== '') return serverBody.error;
  if (isRecord(serverBody) && isRecord(serverBody.error) && typeof serverBody.error.message === 'string') return serverBody.error.message;
  return transportMessage;
}

/** Runs the checkout; never throws: every failure is an `{ ok: false, error }` with the spec's words. */
export async function runCheckout(request: CheckoutRequest, deps: CheckoutDeps): Promise<CheckoutResult> {
  const priceId = request.priceId?.trim();
  if (!priceId) return { ok: false, error: CHECKOUT_MESSAGES.noPlan };
  if (!request.user) return { ok: false, error: CHECKOUT_MESSAGES.notSignedIn };
  const body: CheckoutSessionBody = {
    priceId,
    userId: request.user.id,
    orgId: request.organizationId,
    userEmail: request.user.email ?? '',
    ...(request.successUrl ? { successUrl: request.successUrl } : {}),
    ...(request.cancelUrl ? { cancelUrl: request.cancelUrl } : {}),
  };
  let outcome: InvocationOutcome;
  try {
    outcome = await deps.invoke(body);
  } catch (error) {
    return { ok: false, error: invocationErrorMessage(error instanceof Error ? error.message : String(error)) };
  }
  if (outcome.errorMessage !== null) return { ok: false, error: invocationErrorMessage(outcome.errorMessage) };
  const session = readCheckoutSession(outcome.data);
  // Stripe.js has no redirect by session id (no redirectToCheckout): without the session's URL
  // there is nowhere to go, which for the user is the same as no session.
  if (!session || !session.url) return { ok: false, error: CHECKOUT_MESSAGES.noSession };
  let loaded: boolean;
  try {
    loaded = await deps.loadProvider();
  } catch {
    loaded = false;
  }
  if (!loaded) return { ok: false, error: CHECKOUT_MESSAGES.providerNotLoaded };
  deps.redirect(session.url);
  return { ok: true, sessionId: session.sessionId, url: session.url };
}
