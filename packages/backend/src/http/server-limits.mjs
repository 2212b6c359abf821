// How long a client may take to send its request and how many connections one HTTP server holds:
// the API's server and the static app servers of `pnpm start` apply the same limits, so a client
// that sends its headers or body a byte at a time, or opens sockets and sends nothing, is cut off
// instead of holding the server. Plain JavaScript so the start scripts use it without a build.

/** The defaults (docs/security.md, "Slow clients"). */
export const DEFAULT_SERVER_LIMITS = Object.freeze({
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  checkIntervalMs: 1_000,
});

const VARIABLES = {
  headersTimeoutMs: 'MB_HTTP_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'MB_HTTP_REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'MB_HTTP_KEEP_ALIVE_TIMEOUT_MS',
  maxConnections: 'MB_HTTP_MAX_CONNECTIONS',
};

/** The limits from the environment (`MB_HTTP_*`), each a positive integer, else the default. */
export function serverLimitsFromEnv(env = process.env) {
  const limits = { ...DEFAULT_SERVER_LIMITS };
  for (const [key, name] of Object.entries(VARIABLES)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`Invalid ${name}: ${raw} (a whole number above 0)`);
    limits[key] = value;
  }
  return checkedLimits(limits);
}

function checkedLimits(limits) {
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(`MB_HTTP_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not exceed MB_HTTP_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`);
  }
  return limits;
}

/**
 * Options for `http.createServer(options)`: Node checks the headers and request deadlines every
 * `connectionsCheckingInterval` (30 s by its default, which would let a 20 s deadline run to 50 s).
 */
export function serverOptions(limits) {
  const checked = checkedLimits({ ...DEFAULT_SERVER_LIMITS, ...limits });
  return {
    headersTimeout: checked.headersTimeoutMs,
    requestTimeout: checked.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(checked.checkIntervalMs, checked.headersTimeoutMs),
  };
}

/**
 * The keep-alive deadline and the connection cap on a server made with `serverOptions`: Node closes
 * a connection beyond the cap as soon as it is accepted.
 */
export function applyServerLimits(server, limits) {
  const checked = checkedLimits({ ...DEFAULT_SERVER_LIMITS, ...limits });
  server.keepAliveTimeout = checked.keepAliveTimeoutMs;
  server.maxConnections = checked.maxConnections;
  return server;
}

/**
 * The answer to a client error (a malformed request, a missed deadline): a plain status line when
 * nothing was written on the socket yet (408 for a deadline, 400 otherwise), then the socket is
 * destroyed, so a client that never reads cannot keep it half open.
 */
export function endClientError(error, socket) {
  const timedOut = error && (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT');
  if (socket.writable && socket.bytesWritten === 0) {
    const status = timedOut ? '408 Request Timeout' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`, () => socket.destroy());
    // A client that reads nothing never lets the write finish.
    setTimeout(() => socket.destroy(), 1_000).unref();
  } else {
    socket.destroy();
  }
}
