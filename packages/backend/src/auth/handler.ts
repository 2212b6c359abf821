// Auth API (`/auth/v1`): GoTrue's endpoints and wire shapes.
import type { ApiHandler } from '../context.ts';
import { sendJson } from '../http/respond.ts';

export const authHandler: ApiHandler = async (_req, res) => {
  sendJson(res, 501, { code: 501, error_code: 'not_implemented', msg: 'Auth is being built' });
};
