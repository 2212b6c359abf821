// Unit tests of the static server the start script, the end-to-end tests and the bench rely on.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from './serve-static.mjs';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET (no URL normalisation, unlike fetch), so `..` reaches the server as sent. */
function get(port: number, rawPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

let root: string;
let dist: string;
const servers: StaticServer[] = [];

async function serve(options: Partial<Parameters<typeof serveStatic>[0]> = {}): Promise<StaticServer> {
  const server = await serveStatic({ dir: dist, port: 0, ...options });
  servers.push(server);
  return server;
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'serve-static-test-'));
  dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'secret.txt'), 'outside the served folder');
  await writeFile(path.join(dist, 'index.html'), '<h1>index</h1>');
  await writeFile(path.join(dist, 'remoteEntry.js'), 'var mf_finance;');
  await writeFile(path.join(dist, 'assets', 'main.1a2b3c4d.js'), 'console.log("hello hello hello hello hello");');
  await writeFile(path.join(dist, 'assets', 'style.css'), 'body{}');
  await writeFile(path.join(dist, 'runtime-config.json'), '{"from":"dist"}');
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await rm(root, { recursive: true, force: true });
});

/** A raw connection that sends `head` and then a byte every 50 ms; resolves with what the server wrote once it closed, or 'still open'. */
function slowClient(port: number, head: string): { closed: Promise<string>; socket: net.Socket } {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    socket.write(head);
    timer = setInterval(() => socket.writable && socket.write('x'), 50);
  });
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise<string>((resolve) => {
    const bound = setTimeout(() => resolve('still open'), 5_000);
    socket.on('close', () => {
      clearTimeout(bound);
      clearInterval(timer);
      resolve(received);
    });
  }).finally(() => socket.destroy());
  return { closed, socket };
}

describe('serveStatic', () => {
  it('cuts off clients that send their request slowly and closes connections beyond the cap', async () => {
    const server = await serve({ limits: { headersTimeoutMs: 1500, requestTimeoutMs: 1500, maxConnections: 5, checkIntervalMs: 50 } });
    const held = Array.from({ length: 5 }, () => slowClient(server.port, 'GET /index.html HTTP/1.1\r\nHost: localhost\r\nX-Slow: '));
    await Promise.all(held.map(({ socket }) => new Promise((resolve) => socket.once('connect', resolve))));
    const beyond = slowClient(server.port, 'GET /index.html HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await beyond.closed).toBe('');
    const answers = await Promise.all(held.map(({ closed }) => closed));
    expect(answers.every((answer) => answer.startsWith('HTTP/1.1 408'))).toBe(true);
    expect((await get(server.port, '/index.html')).status).toBe(200);
  });

  it('serves files with their content type and lets any origin read them', async () => {
    const server = await serve();
    const js = await get(server.port, '/assets/main.1a2b3c4d.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['access-control-allow-origin']).toBe('*');
    expect(js.headers['cache-control']).toContain('immutable');
    const css = await get(server.port, '/assets/style.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('asks browsers to revalidate the files a redeploy changes in place', async () => {
    const server = await serve();
    expect((await get(server.port, '/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await get(server.port, '/runtime-config.json')).headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for page paths only when spa is on', async () => {
    const spa = await serve({ spa: true });
    const deep = await get(spa.port, '/app/finance/invoices', { accept: 'text/html' });
    expect(deep.status).toBe(200);
    expect(deep.body.toString()).toBe('<h1>index</h1>');
    expect((await get(spa.port, '/assets/missing.js')).status).toBe(404);

    const plain = await serve();
    expect((await get(plain.port, '/app/finance/invoices', { accept: 'text/html' })).status).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    const server = await serve({ spa: true });
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const response = await get(server.port, attempt);
      expect(response.body.toString(), attempt).not.toContain('outside the served folder');
    }
  });

  it('answers /runtime-config.json from the given object instead of the file in dist', async () => {
    const server = await serve({ runtimeConfig: { remotes: { mf_finance: 'http://localhost:4101/mf-manifest.json' } } });
    const response = await get(server.port, '/runtime-config.json');
    expect(JSON.parse(response.body.toString())).toEqual({ remotes: { mf_finance: 'http://localhost:4101/mf-manifest.json' } });
  });

  it('re-reads a runtime-config file on each request, so a remote can move while serving', async () => {
    const file = path.join(root, 'runtime-config.json');
    await writeFile(file, '{"version":1}');
    const server = await serve({ runtimeConfig: file });
    expect(JSON.parse((await get(server.port, '/runtime-config.json')).body.toString())).toEqual({ version: 1 });
    await writeFile(file, '{"version":2}');
    expect(JSON.parse((await get(server.port, '/runtime-config.json')).body.toString())).toEqual({ version: 2 });
  });

  it('serves dist/runtime-config.json when no override is given', async () => {
    const server = await serve();
    expect(JSON.parse((await get(server.port, '/runtime-config.json')).body.toString())).toEqual({ from: 'dist' });
  });

  it('compresses text with gzip only when enabled and accepted', async () => {
    const gzip = await serve({ gzip: true });
    const compressed = await get(gzip.port, '/assets/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.body).toString()).toContain('hello');
    const identity = await get(gzip.port, '/assets/main.1a2b3c4d.js');
    expect(identity.headers['content-encoding']).toBeUndefined();

    const plain = await serve();
    expect((await get(plain.port, '/assets/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
  });

  it('fails with a clear message when the port is taken', async () => {
    const first = await serve();
    await expect(serveStatic({ dir: dist, port: first.port })).rejects.toThrow(`Port ${first.port} is already in use`);
  });

  it('refuses a folder that does not exist', async () => {
    await expect(serveStatic({ dir: path.join(root, 'nope'), port: 0 })).rejects.toThrow('is not a directory');
  });

  it('stops answering at once when closed, and can listen again on the same port', async () => {
    const server = await serve();
    const port = server.port;
    await server.close();
    await expect(get(port, '/index.html')).rejects.toThrow();
    const again = await serve({ port });
    expect((await get(again.port, '/index.html')).status).toBe(200);
  });

  it('answers /sitemap.xml and /robots.txt from site-paths.json with URLs on the origin asked for', async () => {
    const pathsFile = path.join(root, 'site-paths.json');
    await writeFile(pathsFile, JSON.stringify({ paths: ['/', '/pricing', '/blog/our-first-grant'] }));
    const server = await serve({ spa: true, siteFiles: { pathsFile } });
    const sitemap = await get(server.port, '/sitemap.xml', { host: `localhost:${server.port}` });
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body.toString()).toContain(`<loc>http://localhost:${server.port}/pricing</loc>`);
    expect(sitemap.body.toString()).toContain(`<loc>http://localhost:${server.port}/blog/our-first-grant</loc>`);
    const robots = await get(server.port, '/robots.txt', { host: `localhost:${server.port}` });
    expect(robots.body.toString()).toContain(`Sitemap: http://localhost:${server.port}/sitemap.xml`);
    // A host header that is not a plain host[:port] never reaches the file.
    const forged = await get(server.port, '/robots.txt', { host: 'evil"><x' });
    expect(forged.body.toString()).toContain(`Sitemap: http://localhost:${server.port}/sitemap.xml`);

    // A new post in the file shows without a restart.
    await writeFile(pathsFile, JSON.stringify({ paths: ['/', '/blog/a-new-post'] }));
    expect((await get(server.port, '/sitemap.xml')).body.toString()).toContain('/blog/a-new-post</loc>');
  });

  it('uses the configured site URL for the site files, and says what is missing without site-paths.json', async () => {
    const pathsFile = path.join(root, 'site-paths.json');
    await writeFile(pathsFile, JSON.stringify({ paths: ['/', '/about'] }));
    const configured = await serve({ siteFiles: { pathsFile, siteUrl: 'https://missionbase.org/' } });
    expect((await get(configured.port, '/sitemap.xml')).body.toString()).toContain('<loc>https://missionbase.org/about</loc>');
    await expect(serveStatic({ dir: dist, port: 0, siteFiles: { pathsFile, siteUrl: 'ftp://x' } })).rejects.toThrow('SITE_URL_INVALID');

    const missing = await serve({ siteFiles: { pathsFile: path.join(root, 'nowhere.json') } });
    const response = await get(missing.port, '/sitemap.xml');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('build mf-marketing');
  });
});
