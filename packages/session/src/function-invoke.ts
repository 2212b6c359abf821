// Calls one of the backend's functions as the signed-in user and answers its data or the error
// text to show: the server's `{ error }` message when it sent one, else the transport's.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { invocationFailureText, type InvocationOutcome } from '@missionbase/domain/checkout-flow';
import { getSupabase } from './client';

async function serverBodyOf(error: unknown): Promise<unknown> {
  if (!(error instanceof FunctionsHttpError)) return null;
  const response: unknown = error.context;
  if (!(response instanceof Response)) return null;
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

/** Never throws: a network failure is an error message like any other. */
export async function invokeFunction(name: string, body: Record<string, unknown>): Promise<InvocationOutcome> {
  try {
    const { data, error } = await getSupabase().functions.invoke(name, { body });
    if (!error) return { data: data as unknown, errorMessage: null };
    const transport = error instanceof Error ? error.message : String(error);
    return { data: null, errorMessage: invocationFailureText(await serverBodyOf(error), transport) };
  } catch (error) {
    return { data: null, errorMessage: error instanceof Error ? error.message : String(error) };
  }
}
