// Development only: reloads the shell page when a remote it has loaded is rebuilt by its own dev
// server. The shell's HMR client listens to the shell's server only, and a remote's container
// carries no client, so without this an edited remote would not show until a manual reload.
// (In a remote's standalone page, its own dev server hot-reloads it with React Refresh.)

const watched = new Set<string>();

interface DevServerMessage {
  type?: unknown;
  data?: unknown;
}

function parseMessage(raw: unknown): DevServerMessage {
  if (typeof raw !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as DevServerMessage) : {};
  } catch {
    return {};
  }
}

export function reloadOnRemoteRebuild(manifestUrl: string): void {
  if (process.env.NODE_ENV === 'production') return;
  const origin = new URL(manifestUrl, window.location.href).origin;
  if (watched.has(origin)) return;
  watched.add(origin);
  // The rspack dev server's client protocol: 'hash' then 'ok' after every compilation, the first
  // pair for the build already served.
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws`);
  let servedHash: unknown = null;
  let rebuilt = false;
  socket.addEventListener('message', (event) => {
    const message = parseMessage(event.data);
    if (message.type === 'hash') {
      if (servedHash === null) servedHash = message.data;
      else if (message.data !== servedHash) rebuilt = true;
    }
    if ((message.type === 'ok' || message.type === 'warnings') && rebuilt) window.location.reload();
  });
  // A remote served as static files has no dev socket: nothing to watch.
  socket.addEventListener('error', () => socket.close());
}
