// Remembers which user a request acted as, so the request log can name them without re-reading tokens.
import type { IncomingMessage } from 'node:http';

const users = new WeakMap<IncomingMessage, string>();

export function setRequestUser(req: IncomingMessage, userId: string): void {
  users.set(req, userId);
}

export function requestUser(req: IncomingMessage): string | undefined {
  return users.get(req);
}
