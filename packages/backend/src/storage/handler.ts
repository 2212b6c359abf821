// Storage API (`/storage/v1`): buckets and objects on local disk, governed by policies.
import type { ApiHandler } from '../context.ts';
import { sendJson } from '../http/respond.ts';

export const storageHandler: ApiHandler = async (_req, res) => {
  sendJson(res, 501, { statusCode: '501', error: 'Not Implemented', message: 'Storage API is being built' });
};
