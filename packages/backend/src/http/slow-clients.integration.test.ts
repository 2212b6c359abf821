// Slow clients cannot hold the server: a client that sends its request head or body a byte at a
// time, or keeps an idle connection, is cut off at the configured deadline, and connections beyond
// the cap are closed on arrival, while a WebSocket outlives every request deadline. The backend runs
// with short test deadlines; each assertion only says "closed before a generous bound".
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startTestBackend, type TestBackend } from '../../test/start-test-backend.ts';
import { DEFAULT_SERVER_LIMITS, serverLimitsFromEnv } from './server-limits.mjs';

const LIMITS = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 300, maxConnections: 30, checkIntervalMs: 50 };
/** Far beyond every deadline above, far below the 75 s slow sockets were once held. */
const GENEROUS_MS = 5_000;

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ httpLimits: LIMITS });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
}, 60_000);

interface SlowSocket {
  socket: net.Socket;
  /** Resolves with what the server wrote once it closed the connection, or 'still open' at the bound. */
  closed: Promise<string>;
  stop(): void;
}

/** A raw connection that writes `head` and then one more byte of `trickle` every 50 ms, forever. */
function slowSocket(head: string, trickle = ''): Promise<SlowSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backend.port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const stop = () => {
      clearInterval(timer);
      socket.destroy();
    };
    const closed = new Promise<string>((done) => {
      const bound = setTimeout(() => done('still open'), GENEROUS_MS);
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('close', () => {
        clearTimeout(bound);
        clearInterval(timer);
        done(received);
      });
    });
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      if (head) socket.write(head);
      let at = 0;
      if (trickle) timer = setInterval(() => socket.writable && socket.write(trickle[at++ % trickle.length] ?? 'x'), 50);
      resolve({ socket, closed, stop });
    });
    socket.once('error', reject);
  });
}

function openRealtime(): Promise<WebSocket> {
  const socket = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=1.0.0`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** /health's status once the server has seen the closed connections go (a refused connection is retried). */
async function healthOnceFree(): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await fetch(`${backend.url}/health`)).status;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('slow clients', () => {
  it('a client that sends its request head a byte at a time is answered 408 and cut off', async () => {
    const sockets = await Promise.all(Array.from({ length: 10 }, () => slowSocket('GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'abcdefgh')));
    const answers = await Promise.all(sockets.map((slow) => slow.closed));
    sockets.forEach((slow) => slow.stop());
    expect(answers.every((answer) => answer.startsWith('HTTP/1.1 408'))).toBe(true);
  });

  it('a client that opens a connection and sends nothing is cut off', async () => {
    const sockets = await Promise.all(Array.from({ length: 10 }, () => slowSocket('')));
    const answers = await Promise.all(sockets.map((slow) => slow.closed));
    sockets.forEach((slow) => slow.stop());
    expect(answers).not.toContain('still open');
  });

  it('a client that sends its request body a byte at a time is cut off at the request deadline', async () => {
    const head = 'POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: localhost\r\n' +
      `apikey: ${backend.anonKey}\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n{"email":"`;
    const sockets = await Promise.all(Array.from({ length: 10 }, () => slowSocket(head, 'aaaaaaaa')));
    const answers = await Promise.all(sockets.map((slow) => slow.closed));
    sockets.forEach((slow) => slow.stop());
    expect(answers).not.toContain('still open');
    expect(answers.every((answer) => answer === '' || answer.startsWith('HTTP/1.1 408'))).toBe(true);
  });

  it('an idle kept-alive connection is closed after its request was answered', async () => {
    const slow = await slowSocket('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    const answer = await slow.closed;
    slow.stop();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('connections beyond the cap are closed on arrival, and the server serves again once they are gone', async () => {
    // WebSockets hold their connections past every request deadline, so the cap stays reached.
    const held = await Promise.all(Array.from({ length: LIMITS.maxConnections }, () => openRealtime()));
    const beyond = await Promise.all(Array.from({ length: 5 }, () => slowSocket('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n')));
    const refused = await Promise.all(beyond.map((slow) => slow.closed));
    // Closed without an answer while the held connections are all still open.
    expect(refused).toEqual(['', '', '', '', '']);
    expect(held.every((socket) => socket.readyState === WebSocket.OPEN)).toBe(true);
    await Promise.all(held.map((socket) => new Promise((resolve) => {
      socket.once('close', resolve);
      socket.close();
    })));
    expect(await healthOnceFree()).toBe(200);
  });

  it('a realtime WebSocket stays open past every request deadline', async () => {
    const socket = await openRealtime();
    let closed = false;
    socket.once('close', () => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, LIMITS.requestTimeoutMs * 3));
    const reply = new Promise<string>((resolve) => socket.once('message', (data: Buffer) => resolve(data.toString())));
    socket.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1' }));
    expect(closed).toBe(false);
    expect(JSON.parse(await reply)).toMatchObject({ event: 'phx_reply', payload: { status: 'ok' } });
    socket.close();
  });
});

describe('the limits', () => {
  it('default to the documented values and read MB_HTTP_* variables', () => {
    expect(serverLimitsFromEnv({})).toEqual(DEFAULT_SERVER_LIMITS);
    expect(DEFAULT_SERVER_LIMITS).toMatchObject({ headersTimeoutMs: 20_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000, maxConnections: 1_000 });
    expect(serverLimitsFromEnv({ MB_HTTP_HEADERS_TIMEOUT_MS: '5000', MB_HTTP_REQUEST_TIMEOUT_MS: '30000', MB_HTTP_KEEP_ALIVE_TIMEOUT_MS: '2000', MB_HTTP_MAX_CONNECTIONS: '200' })).toMatchObject({
      headersTimeoutMs: 5000, requestTimeoutMs: 30000, keepAliveTimeoutMs: 2000, maxConnections: 200,
    });
    expect(() => serverLimitsFromEnv({ MB_HTTP_MAX_CONNECTIONS: 'lots' })).toThrow(/MB_HTTP_MAX_CONNECTIONS/);
    expect(() => serverLimitsFromEnv({ MB_HTTP_HEADERS_TIMEOUT_MS: '90000' })).toThrow(/must not exceed/);
  });
});
