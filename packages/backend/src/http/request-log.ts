// One JSON line per request: method, path (never the query: filters and tokens may travel there),
// status, duration, user. No headers, no bodies, so no tokens or passwords reach the log.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestUser } from './request-user.ts';

export function logRequest(req: IncomingMessage, res: ServerResponse, log: (entry: Record<string, unknown>) => void): void {
  const started = process.hrtime.bigint();
  let done = false;
  const finish = (): void => {
    if (done) return;
    done = true;
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    log({
      level: res.statusCode >= 500 ? 'error' : 'info',
      msg: 'request',
      method: req.method,
      path: (req.url ?? '/').split('?')[0],
      status: res.writableFinished ? res.statusCode : 499,
      duration_ms: Math.round(durationMs * 100) / 100,
      user_id: requestUser(req) ?? null,
    });
  };
  res.once('finish', finish);
  res.once('close', finish);
}
