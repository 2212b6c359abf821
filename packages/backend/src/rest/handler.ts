// The Data API (`/rest/v1`): the PostgREST behaviour that supabase-js relies on.
import type { ApiHandler } from '../context.ts';
import { sendJson } from '../http/respond.ts';

export const restHandler: ApiHandler = async (_req, res) => {
  sendJson(res, 501, { code: 'PGRST501', message: 'Data API is being built', details: null, hint: null });
};
