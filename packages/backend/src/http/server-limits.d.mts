// Types of server-limits.mjs for the TypeScript callers.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

export interface ServerLimits {
  /** The whole request head must arrive within this (MB_HTTP_HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** The whole request, head and body, must arrive within this (MB_HTTP_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this (MB_HTTP_KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** Connections held at once, WebSockets included; more are closed on arrival (MB_HTTP_MAX_CONNECTIONS). */
  maxConnections: number;
  /** How often the deadlines are checked (not a variable; tests shorten it). */
  checkIntervalMs: number;
}

export const DEFAULT_SERVER_LIMITS: Readonly<ServerLimits>;
export function serverLimitsFromEnv(env?: NodeJS.ProcessEnv): ServerLimits;
export function serverOptions(limits: Partial<ServerLimits>): {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
};
export function applyServerLimits<S extends Server>(server: S, limits: Partial<ServerLimits>): S;
export function endClientError(error: (Error & { code?: string }) | undefined, socket: Duplex & { bytesWritten?: number }): void;
