// Functions API (`/functions/v1/<name>`).
import type { ApiHandler } from '../context.ts';
import { sendJson } from '../http/respond.ts';

export const functionsHandler: ApiHandler = async (_req, res) => {
  sendJson(res, 501, { code: 'NOT_IMPLEMENTED', message: 'Functions are being built' });
};
